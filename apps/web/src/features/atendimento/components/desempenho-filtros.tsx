import { HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import {
  type FiltroDesempenho,
  PRESETS,
  type Preset,
  periodoDoPreset,
  useFuncionariosDoFiltro,
  useSetoresDoFiltro,
} from '../desempenho-api.ts';

/**
 * The period (a preset or two dates) and, for who sees everyone, the team and the employee. A
 * preset sets the dates at once; "Personalizado" leaves them to the date fields.
 */
export function DesempenhoFiltros(props: {
  preset: Preset;
  filtro: FiltroDesempenho;
  verTodos: boolean;
  onChange(preset: Preset, filtro: FiltroDesempenho): void;
}) {
  const { filtro, preset } = props;
  const setores = useSetoresDoFiltro(props.verTodos);
  const funcionarios = useFuncionariosDoFiltro(props.verTodos);
  const mudar = (f: Partial<FiltroDesempenho>, p: Preset = preset) => props.onChange(p, { ...filtro, ...f });

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: props.verTodos ? 4 : 2 }} gap="3" alignItems="end">
        <FormField label="Período">
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Período"
              value={preset}
              onChange={(e) => {
                const p = e.target.value as Preset;
                mudar(p === 'personalizado' ? {} : periodoDoPreset(p), p);
              }}
            >
              {PRESETS.map(([v, r]) => (
                <option key={v} value={v}>
                  {r}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack gap="2" align="end" minW="0">
          <FormField label="De">
            <Input
              type="date"
              minW="0"
              value={filtro.de}
              max={filtro.ate || undefined}
              onChange={(e) => e.target.value && mudar({ de: e.target.value }, 'personalizado')}
            />
          </FormField>
          <FormField label="Até">
            <Input
              type="date"
              minW="0"
              value={filtro.ate}
              min={filtro.de || undefined}
              onChange={(e) => e.target.value && mudar({ ate: e.target.value }, 'personalizado')}
            />
          </FormField>
        </HStack>
        {props.verTodos && (
          <FormField label="Equipe">
            <SelectFiltro
              rotulo="Equipe"
              todos="Todas as equipes"
              value={filtro.setor}
              onChange={(setor) => mudar({ setor })}
              opcoes={setores.data?.data.map((s) => [s.uuid, s.nome] as const)}
            />
          </FormField>
        )}
        {props.verTodos && (
          <FormField label="Funcionário">
            <SelectFiltro
              rotulo="Funcionário"
              todos="Todos os funcionários"
              value={filtro.funcionario}
              onChange={(funcionario) => mudar({ funcionario })}
              opcoes={funcionarios.data?.data.map((f) => [f.uuid, f.nome] as const)}
            />
          </FormField>
        )}
      </SimpleGrid>
    </Stack>
  );
}
