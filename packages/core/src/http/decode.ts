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
  /** What could not be read, e.g. `item 1 of a list: enabled: Invalid type`. */
  detail: string;
}

type Report = (kind: DecodeIssue['kind'], detail: string) => void;

// Parsing is synchronous, so one module-level sink serves the call being decoded.
let sink: Report | undefined;

const note: Report = (kind, detail) => sink?.(kind, detail);

/** Where and why an issue failed, e.g. `recProducts.1.enabled: Invalid type: Expected ...`. */
export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'payload';
  const where = issue.path?.map((p) => String(p.key)).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Parses `value` with `schema`, collecting what was dropped or defaulted through `report`. */
export function decode<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  report: Report,
): v.SafeParseResult<S> {
  const previous = sink;
  sink = report;
  try {
    return v.safeParse(schema, value);
  } finally {
    sink = previous;
  }
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
  // The nullish default makes an absent key read as `fallback`, and keeps the key required in the
  // output type unless `fallback` is undefined.
  const present = v.nullish(schema, fallback as F & v.Default<S, null | undefined>);
  return v.fallback(
    v.pipe(
      present,
      v.transform(
        (x): NonNullable<v.InferOutput<S>> | F => (x ?? fallback) as NonNullable<v.InferOutput<S>> | F,
      ),
    ),
    (dataset?: { issues?: readonly v.BaseIssue<unknown>[] }) => {
      // Called without a dataset for an absent key: nothing to report.
      if (dataset?.issues) note('defaulted', describeIssue(dataset.issues[0]));
      return fallback;
    },
  );
}

/**
 * A list: absent, null or not a list reads as empty (not a list is reported); an item that
 * cannot be read is dropped and reported, the rest is kept.
 */
export function list<S extends v.GenericSchema>(item: S) {
  return v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform((input): v.InferOutput<S>[] => {
      if (input == null) return [];
      if (!Array.isArray(input)) {
        note('defaulted', `a list was ${typeof input}`);
        return [];
      }
      const out: v.InferOutput<S>[] = [];
      input.forEach((raw: unknown, index) => {
        const read = v.safeParse(item, raw);
        if (read.success) out.push(read.output);
        else note('dropped', `item ${index} of a list: ${describeIssue(read.issues[0])}`);
      });
      return out;
    }),
  );
}
