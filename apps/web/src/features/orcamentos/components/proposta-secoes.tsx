import { Card, Heading, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FORNECIMENTOS } from '@irradia/shared/faturas/faturas.campos';
import { MODALIDADES_GD } from '@irradia/shared/propostas/proposta.schema';
import { type ReactNode, useId } from 'react';
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
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
  /** Not used while the catalogue gives the value (the field stays as typed, for later). */
  desabilitado?: boolean;
}) {
  return (
    <FormField
      label={props.rotulo}
      helper={props.ajuda}
      error={erroDe(props.form.formState.errors, props.nome)}
    >
      <Input
        inputMode="decimal"
        placeholder={props.exemplo}
        disabled={props.desabilitado}
        {...props.form.register(props.nome)}
      />
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

/** What of the equipment comes from the catalogue, to set the typed fields aside. */
function useDoCatalogo(form: FormDaProposta) {
  const [modulo, inversores, componentes] = useWatch({
    control: form.control,
    name: ['modulo_produto', 'inversores_produtos', 'componentes'],
  });
  return {
    modulo: modulo !== null,
    inversores: inversores.length > 0,
    algum: modulo !== null || inversores.length > 0 || componentes.length > 0,
  };
}

export function SecaoSistema({ form }: { form: FormDaProposta }) {
  const doCatalogo = useDoCatalogo(form);
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
        <Numero
          form={form}
          nome="modulo_wp"
          rotulo="Potência do módulo (Wp)"
          exemplo="550"
          desabilitado={doCatalogo.modulo}
          ajuda={doCatalogo.modulo ? 'Vem do módulo escolhido no catálogo' : undefined}
        />
      </SimpleGrid>
      <Numero
        form={form}
        nome="inversores_kw"
        rotulo="Potências dos inversores (kW)"
        ajuda={
          doCatalogo.inversores
            ? 'Vêm dos inversores escolhidos no catálogo'
            : 'As opções de inversor, separadas por ponto e vírgula: 5; 8,2; 10'
        }
        exemplo="5; 8,2; 10"
        desabilitado={doCatalogo.inversores}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero form={form} nome="razao_dc_ac_min" rotulo="Razão DC/AC mínima" exemplo="1" />
        <Numero form={form} nome="razao_dc_ac_max" rotulo="Razão DC/AC máxima" exemplo="1,35" />
      </SimpleGrid>
    </Secao>
  );
}

export function SecaoPreco({ form }: { form: FormDaProposta }) {
  const doCatalogo = useDoCatalogo(form);
  return (
    <Secao titulo="Preço">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero
          form={form}
          nome="custo_kit_rs"
          rotulo="Custo do kit (R$)"
          exemplo="12.000,00"
          desabilitado={doCatalogo.algum}
          ajuda={doCatalogo.algum ? 'A soma do kit do catálogo, nos resultados' : undefined}
        />
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

/** "Formas de pagamento": what the proposal offers besides cash (decision 035). */
export function SecaoPagamento({ form }: { form: FormDaProposta }) {
  const errors = form.formState.errors.pagamento;
  const campo = (nome: keyof FormProposta['pagamento'], rotulo: string, exemplo: string, ajuda?: string) => (
    <FormField label={rotulo} helper={ajuda} error={errors?.[nome]?.message}>
      <Input inputMode="decimal" placeholder={exemplo} {...form.register(`pagamento.${nome}`)} />
    </FormField>
  );
  return (
    <Secao titulo="Formas de pagamento">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {campo('desconto_a_vista', 'Desconto à vista (%)', '5')}
        {campo('parcelas_max', 'Parcelas sem juros (cartão ou boleto)', '12', 'De 1 a 24')}
        {campo('taxa_financiamento_mensal', 'Taxa do financiamento (% ao mês)', '1,49')}
        {campo(
          'prazos_financiamento_meses',
          'Prazos do financiamento (meses)',
          '24; 48; 60; 72',
          'Separados por ponto e vírgula',
        )}
        {campo('entrada_rs', 'Entrada do financiamento (R$)', '0,00')}
      </SimpleGrid>
    </Secao>
  );
}
