import { describe, expect, it } from 'vitest';
import { anchorsOf, checkRepository, headingSlug, markdownLinks } from './check-source.mjs';

/** The references the check refuses, assembled so this file does not trip the check itself. */
const SECTION = ['SPEC', '§5'].join(' ');
const DESIGN_SECTION = ['DESIGN', '§6.2'].join(' ');
const ISSUE = ['issue', '12'].join(' ');
const OUTSIDE = ['..', 'shared', 'data'].join('/');

const lines = (count, line = 'x;') => `${Array.from({ length: count }, () => line).join('\n')}\n`;
const check = (entries) => checkRepository(new Map(Object.entries(entries)));
const where = (violations) => violations.map((v) => `${v.file}:${v.line}`);

describe('file length', () => {
  it('allows 400 lines of source and refuses 401, naming the first line over', () => {
    expect(check({ 'apps/web/src/a.tsx': lines(400) })).toEqual([]);
    const [violation] = check({ 'apps/web/src/a.tsx': lines(401) });
    expect(violation).toMatchObject({ file: 'apps/web/src/a.tsx', line: 401 });
    expect(violation.message).toContain('401 lines');
  });

  it('gives test files 600 lines', () => {
    expect(check({ 'apps/server/src/x.test.ts': lines(600) })).toEqual([]);
    expect(check({ 'e2e/x.spec.ts': lines(600) })).toEqual([]);
    expect(where(check({ 'apps/server/test/x.check.ts': lines(601) }))).toEqual([
      'apps/server/test/x.check.ts:601',
    ]);
    expect(where(check({ 'apps/web/src/x.test.tsx': lines(601) }))).toEqual([
      'apps/web/src/x.test.tsx:601',
    ]);
  });

  it('counts only source under the workspaces, bench, scripts and e2e', () => {
    expect(check({ 'docs/long.md': lines(900, 'text') })).toEqual([]);
    expect(check({ 'vitest.config.ts': lines(500) })).toEqual([]);
    expect(check({ 'bench/x/run.mjs': lines(401) })).toHaveLength(1);
    expect(check({ 'packages/shared/src/a.css': lines(401) })).toHaveLength(1);
  });
});

describe('references outside the repository', () => {
  it('refuses spec and design sections, ../shared and issue numbers, by line', () => {
    const violations = check({
      'apps/server/src/a.ts': [
        '// fine: see docs/rules.md',
        `// as ${SECTION} says`,
        `// ${DESIGN_SECTION}`,
        `// (${ISSUE}, finding 3)`,
        `const data = '${OUTSIDE}';`,
        '// Issue #7 asks for it',
        `// the ${['SPEC', 'message'].join("'s ")}`,
        `// see ${['STYLE', 'md'].join('.')}`,
      ].join('\n'),
      'docs/rules.md': '# Rules\n',
    });
    expect(where(violations)).toEqual([
      'apps/server/src/a.ts:2',
      'apps/server/src/a.ts:3',
      'apps/server/src/a.ts:4',
      'apps/server/src/a.ts:5',
      'apps/server/src/a.ts:6',
      'apps/server/src/a.ts:7',
      'apps/server/src/a.ts:8',
    ]);
  });

  it('reads docs and tests too, and leaves words like "tissue" and decision numbers alone', () => {
    expect(where(check({ 'docs/x.md': `Text.\n\nSee ${ISSUE}.\n` }))).toEqual(['docs/x.md:3']);
    expect(where(check({ 'e2e/a.spec.ts': `test('${ISSUE}: joins', () => {});` }))).toEqual([
      'e2e/a.spec.ts:1',
    ]);
    expect(check({ 'apps/web/src/a.ts': '// tissue 4 and decision 019 are fine\n' })).toEqual([]);
  });
});

describe('links and docs paths', () => {
  const docs = {
    'docs/rules.md': '# The rules\n\n## Ranking and ties\n\n## Points\n\n## Points\n',
    'docs/decisions/019-prediction-completeness.md': '# 019\n',
    'README.md': '',
  };

  it('accepts links to files, folders and headings that exist', () => {
    expect(
      check({
        ...docs,
        'README.md':
          '[rules](docs/rules.md#ranking-and-ties), [d](docs/decisions/), [web](https://x.nl/a)',
        'docs/architecture.md':
          '[019](decisions/019-prediction-completeness.md) [p](rules.md#points-1)',
      }),
    ).toEqual([]);
  });

  it('refuses a missing file, a missing heading and a link out of the repository', () => {
    const violations = check({
      ...docs,
      'docs/architecture.md': [
        '[gone](decisions/050-gone.md)',
        '[heading](rules.md#scoring)',
        `[out](../../outside/notes.md)`,
        '```',
        '[in a code block](nowhere.md)',
        '```',
        'and `[inline code](nowhere.md)`',
      ].join('\n'),
    });
    expect(violations.map((v) => [v.line, v.message])).toEqual([
      [1, 'link decisions/050-gone.md: no such file'],
      [2, 'link rules.md#scoring: no heading #scoring'],
      [3, 'link ../../outside/notes.md: leads outside the repository'],
    ]);
  });

  it('follows docs/ paths cited in source to their file and heading', () => {
    const violations = check({
      ...docs,
      'apps/server/src/a.ts': [
        '// Ranked as docs/rules.md#ranking-and-ties says.',
        '// See docs/decisions/019-prediction-completeness.md.',
        '// See docs/decisions/019 for why.',
        '// See docs/rules.md#ties.',
        "const url = 'https://example.nl/docs/gone.md';",
      ].join('\n'),
    });
    expect(violations.map((v) => [v.line, v.message])).toEqual([
      [3, 'docs/decisions/019: no such file'],
      [4, 'docs/rules.md#ties: no heading #ties'],
    ]);
  });
});

describe('markdown helpers', () => {
  it('slugs headings as GitHub does', () => {
    expect(headingSlug('The deadline, and who sees what')).toBe('the-deadline-and-who-sees-what');
    expect(headingSlug('`PS`: the Eerste Kamer (75 seats)')).toBe('ps-the-eerste-kamer-75-seats');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });

  it('finds inline and reference links, not external ones', () => {
    expect(markdownLinks('[a](x.md) [b](mailto:a@b.nl)\n[c]: ../y.md#h\n[d](http://z)')).toEqual([
      { line: 1, target: 'x.md' },
      { line: 2, target: '../y.md#h' },
    ]);
  });
});
