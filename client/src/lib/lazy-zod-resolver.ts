import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema and zod's resolver (call it when the form is first used). */
  preload(): void;
};

/**
 * react-hook-form's zodResolver for a schema loaded when the form first needs it: a form renders
 * without zod, which is fetched on `preload()` (the form's first focus) or at the latest on the
 * first validation. Build it once per form, at module level. A failed load is tried again on the
 * next validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
