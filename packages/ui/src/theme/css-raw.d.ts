/** A stylesheet's text, as Vite (and so Vitest) loads `file.css?raw`. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
