import { Input, type InputProps } from '@chakra-ui/react';
import { formatCep, formatTelefone } from '@irradia/shared';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const masks = {
  telefone: {
    format: formatTelefone,
    clean: (v: string) => v.replace(/\D/g, '').slice(0, 13),
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(11) 9 8765-4321' },
  },
  cep: {
    format: formatCep,
    clean: (v: string) => v.replace(/\D/g, '').slice(0, 8),
    input: { inputMode: 'numeric', placeholder: '00000-000' },
  },
} as const;

/** A form field shown with its Brazilian mask (spec §5) and stored as bare digits. */
export function MaskedInput<T extends FieldValues>(
  props: {
    control: Control<T>;
    name: Path<T>;
    formato: keyof typeof masks;
  } & Omit<InputProps, 'name' | 'mask'>,
) {
  const { control, name, formato, ...rest } = props;
  const m = masks[formato];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...(m.input as InputProps)}
          {...rest}
          value={m.format((field.value as string | null | undefined) ?? '')}
          onChange={(e) => field.onChange(m.clean(e.target.value))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
