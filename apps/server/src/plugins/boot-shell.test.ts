import { describe, expect, it } from 'vitest';
import { withBootShell } from './boot-shell';

const INDEX = `<html><head><title>Zetelpoule</title></head><body><div id="root">
<div class="boot-bar"><span class="boot-brand">Zetelpoule</span></div>
<p class="boot-status">Zetelpoule wordt geladen…</p>
<noscript><p class="boot-status">Zetelpoule werkt alleen met JavaScript aan.</p></noscript>
</div></body></html>`;

describe('a page with a boot shell', () => {
  const shell = { title: 'Inloggen · Zetelpoule', html: '<h1>Inloggen</h1><p>Welkom $& terug</p>' };

  it('shows the shell instead of the loading line, keeps the bar and the noscript note', () => {
    const html = withBootShell(INDEX, shell);
    expect(html).not.toContain('wordt geladen');
    expect(html).toContain('<span class="boot-brand">Zetelpoule</span></div>\n<h1>Inloggen</h1>');
    // Markup is inserted as it is: `$&` is text of the page, not a replacement pattern.
    expect(html).toContain('<p>Welkom $& terug</p>');
    expect(html).toContain('werkt alleen met JavaScript aan');
  });

  it('is titled like the page, the title escaped', () => {
    expect(withBootShell(INDEX, shell)).toContain('<title>Inloggen · Zetelpoule</title>');
    expect(withBootShell(INDEX, { ...shell, title: '<b>&' })).toContain(
      '<title>&lt;b&gt;&amp;</title>',
    );
  });
});
