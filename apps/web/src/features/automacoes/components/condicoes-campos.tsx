import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Tag,
  Text,
} from '@chakra-ui/react';
import { NOMES_TIPOS_ALERTA, TIPOS_ALERTA } from '@irradia/shared/quadros/automacoes.schema';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { type Quadro, useBuscaClientes, useCliente } from '../api.ts';
import { CONDICOES_DO_GATILHO, type Valores } from '../automacao-form.ts';
import { SelectFase } from './select-fase.tsx';

/** The plant's tags as chips: Enter or a comma adds the typed one, the X removes one. */
function TagsCampo(props: { value: string[]; onChange(v: string[]): void; invalid: boolean }) {
  const [texto, setTexto] = useState('');
  function adicionar() {
    const t = texto.trim().replace(/,$/, '').trim();
    if (t && !props.value.includes(t)) props.onChange([...props.value, t]);
    setTexto('');
  }
  return (
    <Stack gap="2" w="full">
      {props.value.length > 0 && (
        <HStack gap="1.5" wrap="wrap">
          {props.value.map((t) => (
            <Tag.Root key={t} size="md" colorPalette="orange" variant="subtle">
              <Tag.Label>{t}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remover a tag ${t}`}
                  onClick={() => props.onChange(props.value.filter((x) => x !== t))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Input
        value={texto}
        aria-label="Nova tag da usina"
        placeholder="Digite a tag e tecle Enter"
        aria-invalid={props.invalid || undefined}
        onChange={(e) => (e.target.value.endsWith(',') ? adicionar() : setTexto(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            adicionar();
          }
        }}
        onBlur={adicionar}
      />
    </Stack>
  );
}

/** One of the company's customers, searched by name or document. */
function ClienteCampo(props: {
  value: Valores['condicoes']['cliente'];
  onChange(c: Valores['condicoes']['cliente']): void;
  invalid: boolean;
}) {
  const [busca, setBusca] = useState('');
  const achados = useBuscaClientes(busca.trim());
  // A saved rule knows only the customer's uuid: its name is read once.
  const salvo = useCliente(props.value && !props.value.nome ? props.value.uuid : null);
  const { value, onChange } = props;
  useEffect(() => {
    if (value && !value.nome && salvo.data) onChange({ uuid: value.uuid, nome: salvo.data.data.nome });
  }, [value, onChange, salvo.data]);
  if (props.value)
    return (
      <HStack>
        <Text fontWeight="medium" data-testid="cliente-da-condicao">
          {props.value.nome || 'Cliente escolhido'}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => props.onChange(null)}>
          Trocar
        </Button>
      </HStack>
    );
  return (
    <Stack gap="2" w="full">
      <Input
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        placeholder="Qualquer cliente — digite 2 letras para buscar"
        aria-label="Buscar cliente"
        aria-invalid={props.invalid || undefined}
      />
      {busca.trim().length >= 2 && (
        <HStack gap="2" wrap="wrap">
          {achados.data?.data.map((c) => (
            <Button
              key={c.uuid}
              size="xs"
              variant="outline"
              colorPalette="orange"
              onClick={() => {
                props.onChange({ uuid: c.uuid, nome: c.nome });
                setBusca('');
              }}
            >
              {c.nome}
            </Button>
          ))}
          {achados.data?.data.length === 0 && <Text color="fg.muted">Nenhum cliente encontrado.</Text>}
        </HStack>
      )}
    </Stack>
  );
}

/** The conditions the chosen trigger can use; none given: the rule runs on every event. */
export function CondicoesCampos(props: {
  form: UseFormReturn<Valores>;
  quadros: readonly Quadro[] | undefined;
}) {
  const { form } = props;
  const gatilho = form.watch('gatilho');
  if (!gatilho) return null;
  const usa = CONDICOES_DO_GATILHO[gatilho];
  const erros = form.formState.errors.condicoes;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Condições</Fieldset.Legend>
      <Fieldset.HelperText>Opcionais; todas as preenchidas precisam valer.</Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {usa.includes('alertas') && (
          <Controller
            control={form.control}
            name="condicoes.alertas"
            render={({ field }) => (
              <FormField
                label="Tipos de alerta"
                error={erros?.alertas?.message}
                helper="Nenhum marcado: qualquer alerta."
              >
                <CheckboxGroup value={field.value} onValueChange={field.onChange} name={field.name}>
                  <Stack gap="1.5">
                    {TIPOS_ALERTA.map((t) => (
                      <Checkbox.Root key={t} value={t} colorPalette="orange">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="normal">{NOMES_TIPOS_ALERTA[t]}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </CheckboxGroup>
              </FormField>
            )}
          />
        )}
        {usa.includes('tags') && (
          <Controller
            control={form.control}
            name="condicoes.tags"
            render={({ field }) => (
              <FormField
                label="Tags da usina"
                error={erros?.tags?.message}
                helper="A usina tem ao menos uma delas."
              >
                <TagsCampo value={field.value} onChange={field.onChange} invalid={Boolean(erros?.tags)} />
              </FormField>
            )}
          />
        )}
        {usa.includes('cliente') && (
          <Controller
            control={form.control}
            name="condicoes.cliente"
            render={({ field }) => (
              <FormField label="Cliente" error={erros?.cliente?.message}>
                <ClienteCampo
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(erros?.cliente)}
                />
              </FormField>
            )}
          />
        )}
        {usa.includes('valor') && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="Valor mínimo (R$)" error={erros?.valor_min_rs?.message}>
              <Input inputMode="decimal" {...form.register('condicoes.valor_min_rs')} />
            </FormField>
            <FormField label="Valor máximo (R$)" error={erros?.valor_max_rs?.message}>
              <Input inputMode="decimal" {...form.register('condicoes.valor_max_rs')} />
            </FormField>
          </SimpleGrid>
        )}
        {usa.includes('fase') && (
          <FormField label="Fase do cartão" error={erros?.fase?.message}>
            <Box w="100%">
              <SelectFase
                quadros={props.quadros}
                registro={form.register('condicoes.fase')}
                vazio="Qualquer fase"
              />
            </Box>
          </FormField>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
