// The page every request gets while the database is unreachable (server/app.ts): small, whole,
// with no script and no request to the database, in the site's colours.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailablePage(nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | Nivasa</title>
<style${nonceAttribute}>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{margin:0 0 .75rem;font-size:1.5rem;color:#0b5d4b}
p{line-height:1.6;margin:0 0 1rem}
a{display:inline-block;padding:.6rem 1.1rem;border-radius:.5rem;background:#0b5d4b;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>We will be back in a moment</h1>
<p>Nivasa cannot reach its listings just now. Nothing you saved is lost: please try again in a minute.</p>
<a href="">Try again</a>
</main>
</body>
</html>`;
}
