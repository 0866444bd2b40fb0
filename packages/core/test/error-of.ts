/** Name and `field` of the error a call throws (fails the test when nothing is thrown). */
export function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  throw new Error("no error thrown");
}
