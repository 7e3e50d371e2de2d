import {
  Box,
  Card,
  Checkbox,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { TFuncionario } from '@irradia/shared/equipe/equipe.schema';
import { NOMES_ACOES, TIPOS_ACAO } from '@irradia/shared/quadros/automacoes.schema';
import type { Classificacao } from '@irradia/shared/quadros/quadros.schema';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import type { Quadro } from '../api.ts';
import type { Valores } from '../automacao-form.ts';
import { SelectFase } from './select-fase.tsx';

export interface OpcoesDasAcoes {
  quadros: readonly Quadro[] | undefined;
  classificacoes: readonly Classificacao[] | undefined;
  funcionarios: readonly TFuncionario[] | undefined;
}

function Select(props: {
  rotulo: string;
  registro: ReturnType<UseFormReturn<Valores>['register']>;
  opcoes: ReadonlyArray<readonly [string, string]>;
  vazio?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={props.rotulo} {...props.registro}>
        {props.vazio !== undefined && <option value="">{props.vazio}</option>}
        {props.opcoes.map(([v, r]) => (
          <option key={v} value={v}>
            {r}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** One action of the rule: its kind, then the fields that kind needs. */
export function AcaoCampos(
  props: OpcoesDasAcoes & {
    form: UseFormReturn<Valores>;
    indice: number;
    total: number;
    onRemover(): void;
    onMover(para: number): void;
  },
) {
  const { form, indice: i } = props;
  const n = i + 1;
  const acao = form.watch(`acoes.${i}`);
  const gatilho = form.watch('gatilho');
  const erros = form.formState.errors.acoes?.[i];
  const quadrosDeServico = props.quadros?.filter((q) => q.tipo === 'atendimentos');
  const quadro = props.quadros?.find((q) => q.uuid === acao.quadro);

  return (
    <Card.Root size="sm" variant="outline" data-testid={`acao-${n}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack align="flex-end" gap="2">
            <Box flex="1" minW="0">
              <FormField label={`Ação ${n}`} error={erros?.tipo?.message}>
                <Select
                  rotulo={`Tipo da ação ${n}`}
                  registro={form.register(`acoes.${i}.tipo`)}
                  opcoes={TIPOS_ACAO.map((t) => [t, NOMES_ACOES[t]] as const)}
                />
              </FormField>
            </Box>
            <IconButton
              aria-label={`Subir a ação ${n}`}
              size="sm"
              variant="ghost"
              disabled={i === 0}
              onClick={() => props.onMover(i - 1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              aria-label={`Descer a ação ${n}`}
              size="sm"
              variant="ghost"
              disabled={i === props.total - 1}
              onClick={() => props.onMover(i + 1)}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              aria-label={`Remover a ação ${n}`}
              size="sm"
              variant="ghost"
              disabled={props.total === 1}
              onClick={props.onRemover}
            >
              <Trash2 />
            </IconButton>
          </HStack>

          {acao.tipo === 'criar_atendimento' && (
            <>
              <FormField label="Quadro" required error={erros?.quadro?.message}>
                <Select
                  rotulo={`Quadro da ação ${n}`}
                  vazio="Selecione"
                  registro={form.register(`acoes.${i}.quadro`, {
                    onChange: () => form.setValue(`acoes.${i}.fase`, ''),
                  })}
                  opcoes={(quadrosDeServico ?? []).map((q) => [q.uuid, q.nome] as const)}
                />
              </FormField>
              <FormField label="Fase" required error={erros?.fase?.message}>
                <SelectFase
                  rotulo={`Fase da ação ${n}`}
                  quadros={quadro ? [quadro] : []}
                  registro={form.register(`acoes.${i}.fase`)}
                />
              </FormField>
              <FormField
                label="Título da solicitação"
                error={erros?.titulo?.message}
                helper="Opcional. Use {{usina}}, {{alerta}} ou {{cliente}}; vazio: o título do evento."
              >
                <Input {...form.register(`acoes.${i}.titulo`)} />
              </FormField>
              {gatilho === 'alerta_aberto' && (
                <Controller
                  control={form.control}
                  name={`acoes.${i}.fechar_quando_terminar`}
                  render={({ field }) => (
                    <Stack gap="1">
                      <Checkbox.Root
                        checked={field.value}
                        onCheckedChange={(e) => field.onChange(e.checked === true)}
                        colorPalette="orange"
                      >
                        <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="normal">Fechar quando o alerta terminar</Checkbox.Label>
                      </Checkbox.Root>
                      {erros?.fechar_quando_terminar && (
                        <Text fontSize="sm" color="fg.error">
                          {erros.fechar_quando_terminar.message}
                        </Text>
                      )}
                    </Stack>
                  )}
                />
              )}
            </>
          )}

          {acao.tipo === 'atribuir_responsavel_usina' && (
            <Text fontSize="sm" color="fg.muted">
              O cartão vai para o funcionário responsável pela usina do evento.
            </Text>
          )}

          {acao.tipo === 'mover' && (
            <FormField label="Mover para a fase" required error={erros?.fase?.message}>
              <SelectFase
                rotulo={`Fase da ação ${n}`}
                quadros={props.quadros}
                registro={form.register(`acoes.${i}.fase`)}
              />
            </FormField>
          )}

          {acao.tipo === 'classificar' && (
            <FormField label="Etiqueta" required error={erros?.classificacao?.message}>
              <Select
                rotulo={`Etiqueta da ação ${n}`}
                vazio="Selecione"
                registro={form.register(`acoes.${i}.classificacao`)}
                opcoes={(props.classificacoes ?? []).map((c) => [c.uuid, c.nome] as const)}
              />
            </FormField>
          )}

          {acao.tipo === 'notificar' && (
            <>
              <FormField label="Quem" required error={erros?.para?.message}>
                <Select
                  rotulo={`Quem a ação ${n} notifica`}
                  vazio="Selecione"
                  registro={form.register(`acoes.${i}.para`)}
                  opcoes={[
                    ['responsavel', 'O responsável pelo cartão ou pela usina'],
                    ['funcionario', 'Um funcionário'],
                  ]}
                />
              </FormField>
              {acao.para === 'funcionario' && (
                <FormField label="Funcionário" required error={erros?.funcionario?.message}>
                  <Select
                    rotulo={`Funcionário da ação ${n}`}
                    vazio="Selecione"
                    registro={form.register(`acoes.${i}.funcionario`)}
                    opcoes={(props.funcionarios ?? []).map((f) => [f.uuid, f.nome] as const)}
                  />
                </FormField>
              )}
              <FormField
                label="Mensagem"
                required
                error={erros?.mensagem?.message}
                helper="Use {{usina}}, {{cliente}} ou {{alerta}}."
              >
                <Textarea rows={2} {...form.register(`acoes.${i}.mensagem`)} />
              </FormField>
            </>
          )}

          {acao.tipo === 'email_cliente' && (
            <>
              <FormField label="Assunto" required error={erros?.assunto?.message}>
                <Input {...form.register(`acoes.${i}.assunto`)} />
              </FormField>
              <FormField
                label="Texto do e-mail"
                required
                error={erros?.corpo?.message}
                helper="{{cliente}} e {{usina}} são trocados pelo nome do cliente e da usina."
              >
                <Textarea rows={5} {...form.register(`acoes.${i}.corpo`)} />
              </FormField>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
