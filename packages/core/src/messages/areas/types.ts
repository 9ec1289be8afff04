/** An area's English catalogue: a string for every key of its spec catalogue, no more, no less. */
export type EnglishOf<T> = { readonly [K in keyof T]: string };
