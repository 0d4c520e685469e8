// Applies the stored theme before the first paint, so a dark choice never flashes light.
// A file rather than an inline script: the Content-Security-Policy allows scripts from 'self' only.
(() => {
  try {
    const stored = JSON.parse(localStorage.getItem('lookout-theme') || '{}');
    const preference = stored.state?.preference || 'auto';
    const dark =
      preference === 'dark' ||
      (preference === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // Unreadable storage: React applies the theme a moment later.
  }
})();
