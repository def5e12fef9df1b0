import type { z } from 'zod';

/** A part of what a read answered that fails its schema, and is left out. */
export interface UnreadablePart {
  /** The document the part is, or sits in, by its `_id` (undefined when nothing around it has one). */
  document: string | undefined;
  /** Where in that document, as Sanity writes paths (`cards[_key=="k1"].title`); '' for all of it. */
  path: string;
  /** What is wrong, each as `{where in the part}: {the schema's message}`. */
  problems: string[];
}

export type ReadResult<T> =
  | { readable: true; data: T; leftOut: UnreadablePart[] }
  | { readable: false; leftOut: UnreadablePart[] };

type Segment = string | number;
type Container = Record<Segment, unknown>;

interface Location {
  document: string | undefined;
  path: string;
}

interface Part extends Location {
  /** Where the part sat, seen from what holds it (a referenced document is its own `document`). */
  slot: Location;
  problems: { at: string; message: string }[];
  /** Earlier parts whose removal left this one without something it needs. */
  causes: Part[];
}

const segmentsOf = (issue: z.core.$ZodIssue): Segment[] =>
  issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));

/** Each round cuts out at least one part, and a document is a few levels deep: a bound on CPU. */
const MAX_ROUNDS = 32;

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

const absent = (value: unknown) => value === undefined || value === null;

const child = (node: unknown, segment: Segment) => (isContainer(node) ? node[segment] : undefined);

const valueAt = (root: unknown, path: readonly Segment[]) => path.reduce(child, root);

const stringField = (value: unknown, field: '_id' | '_key') => {
  const found = child(value, field);
  return typeof found === 'string' ? found : undefined;
};

/** Two paths in Sanity's notation, one below the other. */
const joinPaths = (outer: string, inner: string) =>
  !outer ? inner : !inner ? outer : inner.startsWith('[') ? outer + inner : `${outer}.${inner}`;

/** Sanity's path notation: `.field`, `[_key=="…"]` for a keyed entry, `[n]` otherwise. */
function pathText(from: unknown, path: readonly Segment[]): string {
  let node = from;
  let text = '';
  for (const segment of path) {
    node = child(node, segment);
    const key = stringField(node, '_key');
    text =
      typeof segment === 'string'
        ? joinPaths(text, segment)
        : text + (key === undefined ? `[${segment}]` : `[_key==${JSON.stringify(key)}]`);
  }
  return text;
}

/**
 * The innermost document around a path, and the path within it; the value at the path counts
 * as that document when it is one, unless only its place in what holds it is asked for.
 */
function locate(root: unknown, path: readonly Segment[], placeOnly = false): Location {
  let document = stringField(root, '_id');
  let documentAt = 0;
  let node = root;
  path.forEach((segment, index) => {
    node = child(node, segment);
    const id = placeOnly && index === path.length - 1 ? undefined : stringField(node, '_id');
    if (id !== undefined) {
      document = id;
      documentAt = index + 1;
    }
  });
  return {
    document,
    path: pathText(valueAt(root, path.slice(0, documentAt)), path.slice(documentAt)),
  };
}

/** Where `inner` is within `outer` ('' when they are the same), or undefined when it is not. */
function within(outer: Location, inner: Location): string | undefined {
  if (outer.document !== inner.document) return undefined;
  if (outer.path === inner.path || outer.path === '') return inner.path.slice(outer.path.length);
  const rest = inner.path.slice(outer.path.length);
  return inner.path.startsWith(outer.path) && /^[.[]/.test(rest)
    ? rest.replace(/^\./, '')
    : undefined;
}

/** Tells `inner`'s problems as `outer`'s own. */
function fold(outer: Part, inner: Part): void {
  const where = within(outer, inner) ?? within(outer, inner.slot) ?? inner.path;
  outer.problems.push(
    ...inner.problems.map((problem) => ({ ...problem, at: joinPaths(where, problem.at) })),
  );
}

const told = (part: Part): UnreadablePart => ({
  document: part.document,
  path: part.path,
  problems: part.problems.map(({ at, message }) => (at ? `${at}: ${message}` : message)),
});

/**
 * Parses content, leaving out each part that breaks the schema rather than failing the whole:
 * a field that cannot be read is removed, and if the schema cannot do without it, the entry
 * of the list holding it is removed instead; when not even the top can be read, the read is
 * unreadable. Each part left out is told once, with the document it is in and what was wrong
 * in it (a field's problem is told with the entry it took down).
 */
export function parseWhatCanBeRead<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ReadResult<z.output<S>> {
  let parsed = schema.safeParse(input);
  if (parsed.success) return { readable: true, data: parsed.data, leftOut: [] };
  // The parts are cut out of a copy: the input may be a cached value other reads share.
  const holder: unknown[] = [structuredClone(input)];
  const leftOut: Part[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const cuts = cutsFor(holder, parsed.error.issues, leftOut);
    absorb(leftOut, cuts);
    if (cuts.some((entry) => entry.path.length === 1))
      return { readable: false, leftOut: leftOut.map(told) };
    cut(holder, cuts);
    parsed = schema.safeParse(holder[0]);
    if (parsed.success) return { readable: true, data: parsed.data, leftOut: leftOut.map(told) };
  }
  const whole = partAt(holder[0], []);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      whole.problems.push({ at: pathText(holder[0], segmentsOf(issue)), message: issue.message });
  absorb(leftOut, [{ path: [0], part: whole }]);
  return { readable: false, leftOut: leftOut.map(told) };
}

const partAt = (root: unknown, path: readonly Segment[]): Part => ({
  ...locate(root, path),
  slot: locate(root, path, true),
  problems: [],
  causes: [],
});

interface Cut {
  /** From the holder: `[0]` is the whole read. */
  path: Segment[];
  part: Part;
}

/** What this round's issues take out: the value at each issue, or what holds a missing one. */
function cutsFor(holder: unknown[], issues: readonly z.core.$ZodIssue[], leftOut: Part[]): Cut[] {
  const cuts: Cut[] = [];
  for (const issue of issues) {
    const path: Segment[] = [0, ...segmentsOf(issue)];
    let target = path;
    while (target.length > 1 && absent(valueAt(holder, target))) target = target.slice(0, -1);
    const part = partAt(holder[0], target.slice(1));
    const at = locate(holder[0], path.slice(1));
    // What was cut out in an earlier round is missing now: that is no new problem.
    const causes = leftOut.filter((earlier) => within(earlier.slot, at) !== undefined);
    if (causes.length > 0) part.causes.push(...causes);
    else part.problems.push({ at: within(part, at) ?? at.path, message: issue.message });
    const same = cuts.find((entry) => within(entry.part, part) === '');
    if (same) {
      same.part.problems.push(...part.problems);
      same.part.causes.push(...part.causes);
    } else cuts.push({ path: target, part });
  }
  return cuts;
}

/** Adds this round's cuts to what is left out; a part inside a cut is told as part of it. */
function absorb(leftOut: Part[], cuts: readonly Cut[]): void {
  for (const { part } of cuts) {
    const inside = leftOut.filter(
      (earlier) => part.causes.includes(earlier) || within(part, earlier) !== undefined,
    );
    if (inside.length === 0) continue;
    const problems = part.problems.splice(0);
    for (const earlier of inside) {
      fold(part, earlier);
      leftOut.splice(leftOut.indexOf(earlier), 1);
    }
    part.problems.push(...problems);
  }
  for (const { part } of cuts) {
    const outer = cuts.find(
      (other) => other.part !== part && within(other.part, part) !== undefined,
    );
    if (outer) fold(outer.part, part);
    else leftOut.push(part);
  }
}

/** Removes each cut's value; list entries from the last to the first, so none moves before its turn. */
function cut(holder: unknown[], cuts: readonly Cut[]): void {
  const index = (segment: Segment) => (typeof segment === 'number' ? segment : -1);
  const targets = cuts
    .map(({ path }) => ({ container: valueAt(holder, path.slice(0, -1)), segment: path.at(-1)! }))
    .sort((a, b) => index(b.segment) - index(a.segment));
  for (const { container, segment } of targets) {
    if (Array.isArray(container) && typeof segment === 'number') container.splice(segment, 1);
    else if (isContainer(container)) delete container[segment];
  }
}
