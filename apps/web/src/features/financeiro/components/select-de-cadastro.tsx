import { NativeSelect } from '@chakra-ui/react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { type Cadastro, useOpcoes } from '../api.ts';

/**
 * A form's select of an account, wallet or payment method ('' = none). Controlled, so a value
 * the form starts with shows once the options arrive (a native select drops a value it lacks).
 */
export function SelectDeCadastro<T extends FieldValues>(props: {
  cadastro: Cadastro;
  control: Control<T>;
  name: Path<T>;
  nenhum: string;
}) {
  const { data } = useOpcoes(props.cadastro);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            <option value="">{props.nenhum}</option>
            {data?.data.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.nome}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
