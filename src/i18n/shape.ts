/** The shape of a message tree with every text widened to string: other locales must fit it. */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
