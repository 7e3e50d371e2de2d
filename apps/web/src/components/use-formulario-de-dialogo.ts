import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showSubmitError } from '../lib/form-errors.ts';
import { validarCampos } from './validar-campos.ts';

/**
 * The form of a dialog that creates something from fields that are not the schema's shape (a new
 * plant, a typed-in inverter): closing the dialog empties it; sending checks the fields with the
 * server's schema first (nothing goes out while one is wrong), then calls `enviar`, which closes
 * the dialog with `fechar(false)` when done; a refusal shows under the fields and in a toast.
 */
export function useFormularioDeDialogo<T extends FieldValues, S extends z.ZodType>(opts: {
  vazio: T;
  campos: readonly Path<T>[];
  esquema: S;
  /** What the schema checks, made from the fields (the fields themselves when absent). */
  entrada?(valores: T): unknown;
  onOpenChange(open: boolean): void;
  enviar(entrada: z.output<S>, fechar: (open: boolean) => void): Promise<void>;
}) {
  const form = useForm<T>({ defaultValues: opts.vazio as DefaultValues<T> });

  function fechar(open: boolean) {
    opts.onOpenChange(open);
    if (!open) form.reset(opts.vazio);
  }

  const enviar = form.handleSubmit(async (v) => {
    const entrada = validarCampos(opts.esquema, opts.entrada ? opts.entrada(v) : v, form, opts.campos);
    if (!entrada) return;
    try {
      await opts.enviar(entrada, fechar);
    } catch (err) {
      showSubmitError(err, form.setError, [...opts.campos]);
    }
  });

  return { form, fechar, enviar };
}
