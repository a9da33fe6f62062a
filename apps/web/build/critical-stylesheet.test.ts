import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-stylesheet.ts';

// Decision 043: a page with a boot shell carries only the rules its shell needs.
describe('criticalCss', () => {
  const css = `
    @layer theme { :root { --color-navy-950: #091233; } }
    @layer base { *, ::before { box-sizing: border-box; } h1 { margin: 0; } }
    @layer utilities {
      .text-2xl { font-size: 1.5rem; }
      .hidden { display: none; }
      .sm\\:py-16 { padding-block: 4rem; }
      .\\[\\&_svg\\]\\:w-full svg { width: 100%; }
      @media (width >= 40rem) { .sm\\:px-6 { padding-inline: 1.5rem; } .sm\\:grid { display: grid; } }
      .surface-dark :focus-visible, .dialog :focus-visible { outline-color: white; }
      :where(.space-y-2 > :not(:last-child)) { margin-block-end: .5rem; }
      .rounded:not(.hidden) { border-radius: .25rem; }
    }
    @keyframes spin { to { transform: rotate(360deg); } }
  `;
  const used = new Set([
    'text-2xl',
    'sm:py-16',
    'sm:px-6',
    '[&_svg]:w-full',
    'surface-dark',
    'rounded',
  ]);
  const critical = criticalCss(css, used);

  it('keeps the rules of the classes the shells use, inside media queries too', () => {
    expect(critical).toContain('.text-2xl{font-size:1.5rem}');
    expect(critical).toContain('.sm\\:py-16{');
    expect(critical).toContain('.sm\\:px-6{');
    expect(critical).toContain('.\\[\\&_svg\\]\\:w-full svg{');
  });

  it('drops the rules of classes no shell uses, and the unused half of a selector list', () => {
    expect(critical).not.toContain('.hidden{');
    expect(critical).not.toContain('.sm\\:grid');
    expect(critical).not.toContain('space-y-2');
    expect(critical).toContain('.surface-dark :focus-visible{');
    expect(critical).not.toContain('.dialog');
  });

  it('keeps what is not a class rule: theme, base, keyframes; and a class only excluded by :not()', () => {
    expect(critical).toContain('--color-navy-950:#091233');
    expect(critical).toContain('box-sizing:border-box');
    expect(critical).toContain('h1{margin:0}');
    expect(critical).toContain('@keyframes spin');
    expect(critical).toContain('.rounded:not(.hidden){');
  });
});

describe('classesIn', () => {
  it('reads every class attribute, with the entities React writes decoded', () => {
    const html =
      '<div class="mx-auto  max-w-md"><svg class="[&amp;_svg]:w-full"></svg><p class="text-2xl"></p></div>';
    expect(classesIn(html)).toEqual(new Set(['mx-auto', 'max-w-md', '[&_svg]:w-full', 'text-2xl']));
  });
});
