// The repository's own files, found without git (the tests may run in a copy that has no .git,
// and start no program but node): every file under the root except what .gitignore ignores and
// .git itself. Understands the .gitignore forms this repository uses: a name, a folder name with a
// trailing slash, and "*.ext".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function ignoreRules(root: string): (rel: string, isDir: boolean) => boolean {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return (rel, isDir) => {
    const name = path.basename(rel);
    return lines.some((rule) => {
      if (rule.startsWith('*.')) return !isDir && name.endsWith(rule.slice(1));
      const dirOnly = rule.endsWith('/');
      const bare = rule.replace(/^\//, '').replace(/\/$/, '');
      if (dirOnly && !isDir) return false;
      return bare.includes('/') ? rel === bare : name === bare;
    });
  };
}

/** Paths relative to root, with forward slashes, sorted. */
export function trackedFiles(root: string): string[] {
  const ignored = ignoreRules(root);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === '.git') continue;
      if (entry.isSymbolicLink()) {
        if (!ignored(rel, true) && !ignored(rel, false)) out.push(rel);
        continue;
      }
      if (ignored(rel, entry.isDirectory())) continue;
      if (entry.isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out.sort();
}
