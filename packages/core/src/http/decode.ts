import * as v from 'valibot';

/**
 * Tolerant decoding (DESIGN.md; decisions in docs/decisions/tolerant-decoding.md): real lenders
 * send numbers as strings, flags as 1, "1" or true, and drop empty lists. The schema helpers here
 * coerce what is unambiguous, read a missing list as empty, drop a list item that cannot be read
 * (and report it), and give a secondary field its default. A required field without a helper is a
 * primary fact: its absence fails the call with ApiError('malformed') naming the field.
 */

/** Something the decoder let through by dropping or defaulting it; reported, never thrown. */
export interface DecodeIssue {
  /** The call's path constant (apiPaths), e.g. `/v3/loan-details/loan-details`. */
  call: string;
  /** `dropped`: a list item that could not be read; `defaulted`: a secondary field replaced by its default. */
  kind: 'dropped' | 'defaulted';
  /** Where and what could not be read, e.g. `recProducts.1.id: Expected a number or a string`. */
  detail: string;
}

type Issue = v.BaseIssue<unknown>;
type Dataset = { typed: boolean; value: unknown; issues?: Issue[] };

// Issues the decoder absorbed (a list item dropped, a secondary field defaulted), by kind. They
// travel up through valibot's objects like any issue, which gives them their full path.
const absorbed = new WeakMap<Issue, DecodeIssue['kind']>();

const mark = (issue: Issue, kind: DecodeIssue['kind']) => {
  absorbed.set(issue, kind);
  return issue;
};
const run = (schema: v.GenericSchema, value: unknown, config: v.Config<Issue>) =>
  schema['~run']({ value }, config) as Dataset;
/** The first issue that was not absorbed, if any: the reason a value cannot be read. */
const unreadable = (out: Dataset): Issue | undefined =>
  out.issues?.find((issue) => !absorbed.has(issue)) ??
  (out.typed ? undefined : (out.issues?.[0] ?? ({ message: 'unreadable' } as Issue)));

/** Where and why an issue failed, e.g. `recProducts.1.id: Expected a number or a string`. */
export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'payload';
  const where = issue.path?.map((p) => String(p.key)).join('.') || 'payload';
  return `${where}: ${issue.message}`;
}

/** An answer decoded: its value, or the primary fact it lacks; and what was absorbed on the way. */
export type Decoded<S extends v.GenericSchema> = (
  | { success: true; output: v.InferOutput<S> }
  | { success: false; issue: Issue }
) & { absorbed: Omit<DecodeIssue, 'call'>[] };

/** Decodes `value` with `schema`: dropped items and defaulted fields are absorbed and listed, by path. */
export function decode<S extends v.GenericSchema>(schema: S, value: unknown): Decoded<S> {
  const out = run(schema, value, v.getGlobalConfig());
  const listed = (out.issues ?? []).flatMap((issue) => {
    const kind = absorbed.get(issue);
    return kind ? [{ kind, detail: describeIssue(issue) }] : [];
  });
  const issue = unreadable(out);
  return issue
    ? { success: false, issue, absorbed: listed }
    : { success: true, output: out.value as v.InferOutput<S>, absorbed: listed };
}

/** A value `read` can make sense of, as `read` gives it; anything else is an issue. */
function coerce<I, O>(read: (x: unknown) => O | undefined, expects: string) {
  return v.pipe(
    v.custom<I>((x) => read(x) !== undefined, `Expected ${expects}`),
    v.transform((x) => read(x) as O),
  );
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const numeric = (x: unknown): number | undefined => {
  if (finite(x)) return x;
  if (x === true || x === false) return x ? 1 : 0;
  // Number('') and Number(' ') are 0: blank is not a number.
  return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x)) ? Number(x) : undefined;
};

/** A string; a finite number is written as its digits (unambiguous). */
export const str = /*#__PURE__*/ coerce<string | number, string>(
  (x) => (typeof x === 'string' ? x : finite(x) ? String(x) : undefined),
  'text',
);

/** An amount, id or status: a finite number or a string (ids like `p-201`), passed on as sent. */
export const num = /*#__PURE__*/ coerce<string | number, string | number>(
  (x) => (typeof x === 'string' || finite(x) ? x : undefined),
  'a number or a string',
);

/**
 * A numeric flag: 1, "1" and true read as 1; 0, "0" and false as 0; other numbers and numeric
 * strings as their number (firstPeriodDay 91). Consumers compare with `=== 1` reliably.
 */
export const int = /*#__PURE__*/ coerce<string | number | boolean, number>(numeric, 'a number or a flag');

/** A '1' / '0' flag as the spec types it; 1, "1" and true read as '1', 0, "0" and false as '0'. */
export const flag01 = /*#__PURE__*/ coerce<string | number | boolean, '0' | '1'>((x) => {
  const n = numeric(x);
  return n === 1 ? '1' : n === 0 ? '0' : undefined;
}, "'1' or '0'");

/**
 * A secondary field: absent or null gives `fallback`; a value that cannot be read gives `fallback`
 * too and is reported. Its absence never fails the call.
 */
export function soft<S extends v.GenericSchema, const F extends v.InferOutput<S> | undefined>(
  schema: S,
  fallback: F,
) {
  // The types: a nullish default makes an absent key read as `fallback`, and keeps the key
  // required in the output type unless `fallback` is undefined. The run is ours.
  const typed = v.pipe(
    v.nullish(schema, fallback as F & v.Default<S, null | undefined>),
    v.transform((x) => x as NonNullable<v.InferOutput<S>> | F),
  );
  return {
    ...typed,
    '~run'(dataset: v.UnknownDataset, config: v.Config<Issue>) {
      if (dataset.value == null) return { typed: true, value: fallback };
      const out = run(schema, dataset.value, config);
      const issue = unreadable(out);
      return issue ? { typed: true, value: fallback, issues: [mark(issue, 'defaulted')] } : out;
    },
  } as unknown as typeof typed;
}

/**
 * A list: absent, null or not a list reads as empty (not a list is reported); an item that
 * cannot be read is dropped and reported, the rest is kept. A `primary` list is the screen's own
 * content: absent still reads as empty (lenders drop empty lists), but a value that is not a list, or
 * a list none of whose items can be read, fails the call: "nothing here" for an unreadable answer misleads.
 */
export function list<S extends v.GenericSchema>(item: S, role: 'primary' | 'secondary' = 'secondary') {
  const typed = v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform((x) => x as v.InferOutput<S>[]),
  );
  return {
    ...typed,
    '~run'(dataset: v.UnknownDataset, config: v.Config<Issue>) {
      const input = dataset.value;
      if (input == null) return { typed: true, value: [] };
      if (!Array.isArray(input)) {
        const issue = { kind: 'schema', type: 'array', input, expected: 'Array', received: typeof input };
        if (role === 'primary')
          return { typed: false, value: input, issues: [{ ...issue, message: 'not a list' }] };
        return {
          typed: true,
          value: [],
          issues: [mark({ ...issue, message: 'not a list' } as Issue, 'defaulted')],
        };
      }
      const value: unknown[] = [];
      const issues: Issue[] = [];
      input.forEach((raw: unknown, key) => {
        const out = run(item, raw, config);
        // Each issue under an item gets the item's place in the list, as valibot's array does.
        const place = (issue: Issue) => {
          const at = { type: 'array', origin: 'value', input, key, value: raw } as const;
          (issue as { path?: unknown[] }).path = [at, ...(issue.path ?? [])];
          return issue;
        };
        const issue = unreadable(out);
        if (issue) issues.push(mark(place(issue), 'dropped'));
        else {
          value.push(out.value);
          for (const inner of out.issues ?? []) issues.push(place(inner));
        }
      });
      // A primary list none of whose items could be read is an unreadable answer, not an empty one.
      if (role === 'primary' && input.length > 0 && value.length === 0) {
        const first = issues[0] as Issue;
        return {
          typed: false,
          value: input,
          issues: [{ ...first, message: `no item readable: ${first.message}` }],
        };
      }
      return issues.length > 0 ? { typed: true, value, issues } : { typed: true, value };
    },
  } as unknown as typeof typed;
}
