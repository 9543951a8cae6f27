/** A built product.html as the catalog function loads it (the app's shell, with index.html's default share tags). */
export const PRODUCT_PAGE_TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>Sacred Crystal Jewelry | Handmade crystal jewellery from Winnipeg</title>
    <script type="module" crossorigin src="/shop/assets/index-test.js" data-after-paint="/shop/assets/start-after-paint-test.js"></script>
    <link rel="modulepreload" crossorigin href="/shop/assets/rolldown-runtime-test.js">
    <meta name="description" content="Handmade crystal and gemstone jewellery." data-default-head />
    <meta property="og:image" content="http://localhost:3000/shop/share.jpg" data-default-head />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
