// Applies the saved theme before the first paint (no flash of the light theme). A file, not
// an inline script, so the Content-Security-Policy can refuse every inline script.
(function () {
  try {
    var dark = localStorage.getItem('theme') === 'dark';
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    // storage blocked: the light default stays
  }
})();
