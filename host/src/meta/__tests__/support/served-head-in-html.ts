/**
 * The page as the site's server sends a business page: its address, and the head the API wrote
 * into the HTML. Imported before the code under test, which reads it as the page starts.
 */
window.history.replaceState(null, '', '/pages/bright-sparks?from=share');
document.head.insertAdjacentHTML(
  'beforeend',
  [
    '<meta name="description" content="Bright Sparks Magic, from the server." data-page-head>',
    '<link rel="canonical" href="http://localhost/pages/bright-sparks" data-page-head>',
    '<meta property="og:image" content="http://localhost/api/media/photos/cover/1024.webp" data-page-head>',
    '<script type="application/ld+json" data-page-head>{"@type":"LocalBusiness"}</script>',
  ].join(''),
);
