import { Card, Heading, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FORNECIMENTOS } from '@irradia/shared/faturas/faturas.campos';
import { MODALIDADES_GD } from '@irradia/shared/propostas/proposta.schema';
import { type ReactNode, useId } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import type { FormProposta } from '../campos.ts';

// The proposal's sections after Consumo and Local: Sistema, Preço, Tarifa e premissas. Figures are
// typed the pt-BR way ("1.234,56"); shares in % (the form sends them as fractions).

export type FormDaProposta = UseFormReturn<FormProposta>;
type CampoTexto = Exclude<keyof FormProposta, 'consumo_mensal_kwh' | 'cidade_ibge'>;

/** A section: a titled card whose fields screen readers hear as one group. */
export function Secao(props: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root role="group" aria-labelledby={id}>
      <Card.Body gap="4" px={{ base: '3', md: '5' }}>
        <Heading size="sm" id={id}>
          {props.titulo}
        </Heading>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

const erroDe = (errors: FieldErrors<FormProposta>, nome: CampoTexto) => errors[nome]?.message;

/** A figure typed the pt-BR way; the label carries the unit. */
export function Numero(props: {
  form: FormDaProposta;
  nome: CampoTexto;
  rotulo: string;
  ajuda?: string;
  exemplo?: string;
}) {
  return (
    <FormField
      label={props.rotulo}
      helper={props.ajuda}
      error={erroDe(props.form.formState.errors, props.nome)}
    >
      <Input inputMode="decimal" placeholder={props.exemplo} {...props.form.register(props.nome)} />
    </FormField>
  );
}

function Opcoes(props: {
  form: FormDaProposta;
  nome: CampoTexto;
  rotulo: string;
  opcoes: Array<[string, string]>;
}) {
  return (
    <FormField label={props.rotulo} error={erroDe(props.form.formState.errors, props.nome)}>
      <NativeSelect.Root>
        <NativeSelect.Field {...props.form.register(props.nome)}>
          <option value="">Selecione</option>
          {props.opcoes.map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function SecaoSistema({ form }: { form: FormDaProposta }) {
  return (
    <Secao titulo="Sistema">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Opcoes
          form={form}
          nome="fornecimento"
          rotulo="Fornecimento"
          opcoes={Object.entries(FORNECIMENTOS)}
        />
        <Numero form={form} nome="cobertura" rotulo="Cobertura do consumo (%)" exemplo="100" />
        <Numero
          form={form}
          nome="performance_ratio"
          rotulo="Rendimento do sistema, PR (%)"
          ajuda="Perdas incluídas"
          exemplo="80"
        />
        <Numero form={form} nome="modulo_wp" rotulo="Potência do módulo (Wp)" exemplo="550" />
      </SimpleGrid>
      <Numero
        form={form}
        nome="inversores_kw"
        rotulo="Potências dos inversores (kW)"
        ajuda="As opções de inversor, separadas por ponto e vírgula: 5; 8,2; 10"
        exemplo="5; 8,2; 10"
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero form={form} nome="razao_dc_ac_min" rotulo="Razão DC/AC mínima" exemplo="1" />
        <Numero form={form} nome="razao_dc_ac_max" rotulo="Razão DC/AC máxima" exemplo="1,35" />
      </SimpleGrid>
    </Secao>
  );
}

export function SecaoPreco({ form }: { form: FormDaProposta }) {
  return (
    <Secao titulo="Preço">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero form={form} nome="custo_kit_rs" rotulo="Custo do kit (R$)" exemplo="12.000,00" />
        <Numero form={form} nome="servicos_rs" rotulo="Serviços (R$)" exemplo="3.000,00" />
        <Numero form={form} nome="margem" rotulo="Margem (%)" ajuda="Sobre o preço de venda" exemplo="20" />
        <Numero
          form={form}
          nome="impostos"
          rotulo="Impostos (%)"
          ajuda="Sobre o preço de venda"
          exemplo="6"
        />
      </SimpleGrid>
    </Secao>
  );
}

export function SecaoTarifa({ form }: { form: FormDaProposta }) {
  const errors = form.formState.errors;
  return (
    <Secao titulo="Tarifa e premissas">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero
          form={form}
          nome="tarifa_rs_kwh"
          rotulo="Tarifa (R$/kWh)"
          ajuda="Com impostos"
          exemplo="0,95"
        />
        <Numero form={form} nome="fio_b_rs_kwh" rotulo="Fio B (R$/kWh)" exemplo="0,25" />
        <Opcoes
          form={form}
          nome="modalidade"
          rotulo="Modalidade"
          opcoes={MODALIDADES_GD.map((m) => [m, m])}
        />
        <Numero form={form} nome="reajuste_anual" rotulo="Reajuste da tarifa (% ao ano)" exemplo="6" />
        <Numero
          form={form}
          nome="degradacao_anual"
          rotulo="Degradação dos módulos (% ao ano)"
          exemplo="0,5"
        />
        <Numero form={form} nome="taxa_desconto_anual" rotulo="Taxa de desconto (% ao ano)" exemplo="10" />
        <FormField label="Início da operação (AAAA-MM)" error={errors.inicio_operacao?.message}>
          <Input placeholder="2027-01" {...form.register('inicio_operacao')} />
        </FormField>
        <FormField label="Validade da proposta" error={errors.validade?.message}>
          <Input type="date" {...form.register('validade')} />
        </FormField>
      </SimpleGrid>
    </Secao>
  );
}
