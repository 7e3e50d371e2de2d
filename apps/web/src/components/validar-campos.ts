import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form's values with the server's own schema before sending, for forms whose fields are
 * not the schema's shape (a city picked as an object, tags typed as one line): each issue goes
 * under its field, a field keeps the first message it gets. A nested field is named by its dotted
 * path ('especificacoes.potencia_wp', as the server's 422 names it) when `campos` lists that path,
 * otherwise by its top key. Returns the parsed entry, or null when something is wrong (then
 * nothing is sent).
 */
export function validarCampos<T extends FieldValues, S extends z.ZodType>(
  esquema: S,
  entrada: unknown,
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'setError'>,
  campos: readonly Path<T>[],
): z.output<S> | null {
  const r = esquema.safeParse(entrada);
  if (r.success) return r.data;
  for (const issue of r.error.issues) {
    const caminho = issue.path.map(String).join('.') as Path<T>;
    const campo = campos.includes(caminho) ? caminho : (String(issue.path[0]) as Path<T>);
    if (campos.includes(campo) && !form.getFieldState(campo).error)
      form.setError(campo, { type: 'validate', message: issue.message });
  }
  return null;
}
