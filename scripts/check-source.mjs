// Checks what a reviewer would otherwise have to catch by eye, over the tracked files:
// - a source file over 400 lines, a test file over 600 (small modules named after what they do);
// - a reference that leads outside the repository: the product spec's and design's section
//   numbers, the `../shared` folder beside the clone, or an issue number;
// - a relative link in a markdown file, or a `docs/…` path in source, that leads to a file or a
//   heading that does not exist.
// Prints each violation as file:line and exits 1 when there is any. The rules are pure
// functions of the files' paths and texts, proven by check-source.test.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SOURCE_LIMIT = 400;
export const TEST_LIMIT = 600;

const SOURCE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SOURCE_ROOTS = /^(apps|packages|bench|scripts|e2e)\//;
const TEST_FILE = /\.(test\.tsx?|spec\.ts|check\.ts)$/;
/** Files whose text is read at all: source, tests, styles, docs, shell scripts, config. */
const READ_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css|md|html|sh|ya?ml|cfg)$/;

/**
 * References a newcomer cannot follow. The issue-number form catches "issue 12", "Issue #9" and
 * "issues 9 and 10".
 */
const OUTSIDE_REFERENCES = [
  { pattern: /\b(DESIGN|SPEC) ?§/, what: 'a section of the design or spec outside the repository' },
  { pattern: /\b(DESIGN|SPEC|STYLE)\.md\b/, what: 'a document outside the repository' },
  { pattern: /\b(DESIGN|SPEC)\b(?! ?§|\.md)/, what: 'the design or spec outside the repository' },
  { pattern: /\.\.\/shared\b/, what: 'the ../shared folder outside the repository' },
  { pattern: /\b[Ii]ssues? #?\d+/, what: 'an issue number' },
];

/** This check and its fixtures spell out what they refuse: only their length is checked. */
const SELF = new Set(['scripts/check-source.mjs', 'scripts/check-source.test.mjs']);

/** A `docs/…` path in source text, with its heading when it has one. */
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g;

export function isSourceFile(file) {
  return SOURCE_ROOTS.test(file) && SOURCE_EXTENSIONS.test(file);
}

export function isTestFile(file) {
  return TEST_FILE.test(file);
}

export function isReadFile(file) {
  return READ_EXTENSIONS.test(file);
}

function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines of a markdown text outside fenced code blocks, with inline code blanked out. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** Every anchor a markdown text offers: one per heading, duplicates numbered as GitHub does. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative links of a markdown text, by line (external links and mail addresses left out). */
export function markdownLinks(markdown) {
  const links = [];
  proseLines(markdown).forEach((line, index) => {
    const inline = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
    const reference = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
    const targets = [...line.matchAll(inline)].map((m) => m[1]);
    const definition = reference.exec(line);
    if (definition) targets.push(definition[1]);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push({ line: index + 1, target });
    }
  });
  return links;
}

/**
 * Checks the files of a repository, given as a Map from path (relative, with forward slashes) to
 * text, or to null for a file whose text is not read. Returns the violations, sorted by file
 * and line.
 */
export function checkRepository(files) {
  const violations = [];
  const report = (file, line, message) => violations.push({ file, line, message });
  const directories = new Set();
  for (const file of files.keys()) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      directories.add(dir);
    }
  }
  const anchorCache = new Map();
  /** Why `target` (a repository path, possibly with #heading) leads nowhere, or null. */
  const brokenTarget = (target) => {
    const [rawPath, anchor] = target.split('#');
    const file = path.posix.normalize(rawPath).replace(/\/$/, '');
    if (rawPath === '') return null;
    if (file.startsWith('..')) return 'leads outside the repository';
    if (!files.has(file)) {
      return directories.has(file) || file === '.' ? null : 'no such file';
    }
    if (anchor === undefined || !file.endsWith('.md')) return null;
    const text = files.get(file);
    if (text === null) return null;
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(text));
    return anchorCache.get(file).has(anchor.toLowerCase()) ? null : `no heading #${anchor}`;
  };

  for (const [file, text] of files) {
    if (text === null) continue;
    const lines = text.split('\n');

    if (isSourceFile(file)) {
      const limit = isTestFile(file) ? TEST_LIMIT : SOURCE_LIMIT;
      const count = lineCount(text);
      if (count > limit) report(file, limit + 1, `${count} lines, over the limit of ${limit}`);
    }

    if (SELF.has(file)) continue;

    lines.forEach((line, index) => {
      for (const { pattern, what } of OUTSIDE_REFERENCES) {
        const match = pattern.exec(line);
        if (match) report(file, index + 1, `"${match[0]}" refers to ${what}`);
      }
    });

    if (file.endsWith('.md')) {
      const base = path.posix.dirname(file);
      for (const { line, target } of markdownLinks(text)) {
        const [rawPath, anchor] = target.split('#');
        let decoded = rawPath;
        try {
          decoded = decodeURI(rawPath.split('?')[0]);
        } catch {
          // A malformed escape is checked as written.
        }
        const resolved = decoded === '' ? file : path.posix.join(base, decoded);
        const why = brokenTarget(anchor === undefined ? resolved : `${resolved}#${anchor}`);
        if (why) report(file, line, `link ${target}: ${why}`);
      }
    } else if (isSourceFile(file) || /\.(sh|ya?ml|cfg|html)$/.test(file)) {
      lines.forEach((line, index) => {
        for (const [target] of line.matchAll(DOCS_PATH)) {
          const why = brokenTarget(target.replace(/[.]+$/, ''));
          if (why) report(file, index + 1, `${target}: ${why}`);
        }
      });
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The tracked files of the repository at `root`, with the text of those the rules read. */
export function readRepository(root) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const files = new Map();
  for (const file of tracked) {
    let text = null;
    if (isReadFile(file)) {
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        // Deleted in the work tree but still tracked: nothing to check.
        continue;
      }
    }
    files.set(file, text);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const violations = checkRepository(readRepository(root));
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) {
    console.error(`check-source: ${violations.length} violation(s)`);
    process.exit(1);
  }
  console.log('check-source: ok');
}
