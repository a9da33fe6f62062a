import { describe, expect, it } from 'vitest';
import { pageFor, pagePreloads, withPreloads, type ViteManifest } from './route-preloads';

// The shape of a real build (apps/web/dist/.vite/manifest.json), cut down.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js', '_texts-1.js'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_texts-1.js': { file: 'assets/texts-1.js', imports: ['_react-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_zod-1.js', '_react-1.js'] },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing-1.js',
    src: 'src/app/routes/landing.tsx',
    imports: ['_react-1.js', 'index.html'],
  },
  'src/app/routes/login.tsx': {
    file: 'assets/login-1.js',
    src: 'src/app/routes/login.tsx',
    imports: ['_forms-1.js', '_texts-1.js'],
  },
  'src/app/routes/league-join.tsx': { file: 'assets/league-join-1.js', imports: ['_forms-1.js'] },
  'src/app/routes/league.tsx': { file: 'assets/league-1.js' },
  'src/app/routes/reset-password.tsx': { file: 'assets/reset-password-1.js' },
};

describe('page preloads', () => {
  it("lists each page's own chunks and what they import, but nothing the entry already loads", () => {
    const pages = pagePreloads(manifest);
    expect(pages.get('landing')).toEqual(['assets/landing-1.js']);
    expect(pages.get('login')).toEqual([
      'assets/login-1.js',
      'assets/forms-1.js',
      'assets/zod-1.js',
    ]);
    expect([...pages.keys()].sort()).toEqual([
      'landing',
      'league',
      'league-join',
      'login',
      'reset-password',
    ]);
  });

  it('finds the page a URL opens, parameters and query strings included', () => {
    const pages = new Set(pagePreloads(manifest).keys());
    expect(pageFor('/', pages)).toBe('landing');
    expect(pageFor('/login?next=%2Fleague', pages)).toBe('login');
    expect(pageFor('/league', pages)).toBe('league');
    expect(pageFor('/league/join/AbC123', pages)).toBe('league-join');
    expect(pageFor('/reset-password/some-token', pages)).toBe('reset-password');
    expect(pageFor('/no-such-page', pages)).toBeUndefined();
  });

  it('adds one modulepreload link per chunk before </head>', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const out = withPreloads(html, ['assets/a.js', 'assets/b.js']);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(out.indexOf('/assets/b.js')).toBeLessThan(out.indexOf('</head>'));
    expect(withPreloads(html, [])).toBe(html);
  });
});
