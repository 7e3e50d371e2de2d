import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Quadro } from '../api.ts';

/**
 * A stage picker: the stages of `quadros` grouped by board (one board: its stages alone), with
 * "Selecione" first. `rotulo` names it for screen readers when the field's label is elsewhere.
 */
export function SelectFase(props: {
  quadros: readonly Quadro[] | undefined;
  registro: UseFormRegisterReturn;
  rotulo?: string;
  vazio?: string;
}) {
  const quadros = props.quadros ?? [];
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={props.rotulo} {...props.registro}>
        <option value="">{props.vazio ?? 'Selecione'}</option>
        {quadros.length === 1
          ? quadros[0]?.fases.map((f) => (
              <option key={f.uuid} value={f.uuid}>
                {f.nome}
              </option>
            ))
          : quadros.map((q) => (
              <optgroup key={q.uuid} label={q.nome}>
                {q.fases.map((f) => (
                  <option key={f.uuid} value={f.uuid}>
                    {f.nome}
                  </option>
                ))}
              </optgroup>
            ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
