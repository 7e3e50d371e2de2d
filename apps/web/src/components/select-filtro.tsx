import { NativeSelect, Switch } from '@chakra-ui/react';

/**
 * A list's filter as a native select: the first option ('' = no filter) names what "all" means,
 * then one option a `[valor, rótulo]` pair (Object.entries of a label map fits as is).
 */
export function SelectFiltro(props: {
  rotulo: string;
  todos: string;
  value: string;
  onChange(valor: string): void;
  opcoes: ReadonlyArray<readonly [string, string]> | undefined;
  maxW?: NativeSelect.RootProps['maxW'];
}) {
  return (
    <NativeSelect.Root maxW={props.maxW}>
      <NativeSelect.Field
        aria-label={props.rotulo}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.todos}</option>
        {props.opcoes?.map(([valor, rotulo]) => (
          <option key={valor} value={valor}>
            {rotulo}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A list's on/off filter ("Mostrar removidos", "Só disponíveis"): a labelled switch. */
export function SwitchFiltro(props: {
  rotulo: string;
  checked: boolean;
  onChange(checked: boolean): void;
  alignSelf?: Switch.RootProps['alignSelf'];
}) {
  return (
    <Switch.Root
      checked={props.checked}
      onCheckedChange={(e) => props.onChange(e.checked)}
      colorPalette="orange"
      alignSelf={props.alignSelf}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.rotulo}</Switch.Label>
    </Switch.Root>
  );
}
