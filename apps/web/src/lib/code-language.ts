/** The languages code blocks highlight; anything else shows as plain text. */
export const codeLanguages = ['javascript', 'typescript', 'python', 'shell', 'json'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];
