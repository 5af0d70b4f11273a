/**
 * The most record ids one list request may name (`?id=1,2,3`): the server refuses more with a
 * 400, and the dataProvider's getMany splits a longer list into requests of this many.
 */
export const ID_LIST_MAX = 500;
