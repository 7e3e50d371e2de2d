import { Input, InputGroup } from '@chakra-ui/react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { lerReais, reais } from '../campos.ts';

/**
 * An amount in reais as a pt-BR user types it ("1.234,56"): only digits, dots and a comma are
 * kept, and leaving the field writes it back with two decimals. The form keeps the text; the
 * submit reads it with `lerReais`.
 */
export function CampoMoeda<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  'aria-label'?: string;
  id?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <InputGroup startElement="R$">
          <Input
            id={props.id}
            aria-label={props['aria-label']}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value.replace(/[^\d.,-]/g, ''))}
            onBlur={() => {
              const n = lerReais(field.value as string | undefined);
              if (n !== null) field.onChange(reais(n));
              field.onBlur();
            }}
          />
        </InputGroup>
      )}
    />
  );
}
