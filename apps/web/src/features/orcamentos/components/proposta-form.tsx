import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESES, MESES_ABREV } from '@irradia/shared';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { ZPropostaEntrada } from '@irradia/shared/propostas/proposta.schema';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { CitySearch } from '../../../components/city-search.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type PropostaCalculada, useSalvarProposta } from '../api.ts';
import { CAMPOS_PROPOSTA, entradaDoForm, type FormProposta, formDaProposta } from '../campos.ts';
import { ConsumoDasFaturas } from './consumo-das-faturas.tsx';
import { SecaoEquipamentos } from './equipamentos-do-catalogo.tsx';
import { FaturasEmPdf } from './faturas-em-pdf.tsx';
import {
  type FormDaProposta,
  Numero,
  Secao,
  SecaoPagamento,
  SecaoPreco,
  SecaoSistema,
  SecaoTarifa,
} from './proposta-secoes.tsx';

const CAMPOS: readonly string[] = CAMPOS_PROPOSTA;

/**
 * Twelve months of kWh, and one average typed once to fill them all; a deal with a customer may
 * take them from the customer's invoices (`faturasDe`, the deal's uuid); any deal being edited from
 * invoice PDFs (`pdfsDe`, decision 036).
 */
function SecaoConsumo({
  form,
  faturasDe,
  pdfsDe,
}: {
  form: FormDaProposta;
  faturasDe: string | null;
  pdfsDe: string | null;
}) {
  const [media, setMedia] = useState('');
  const errors = form.formState.errors;
  const repetir = () => {
    const n = lerNumeroDigitado(media);
    if (typeof n !== 'number' || !Number.isFinite(n)) return;
    for (let i = 0; i < 12; i++)
      form.setValue(`consumo_mensal_kwh.${i}`, media.trim(), { shouldDirty: true, shouldValidate: false });
    form.clearErrors('consumo_mensal_kwh');
  };
  return (
    <Secao titulo="Consumo">
      <Text fontSize="sm" color="fg.muted">
        O consumo de cada mês em kWh, como nas faturas dos últimos 12 meses.
      </Text>
      {faturasDe && <ConsumoDasFaturas form={form} uuid={faturasDe} />}
      {pdfsDe && <FaturasEmPdf form={form} uuid={pdfsDe} />}
      <HStack align="flex-end" gap="2" wrap="wrap">
        <FormField label="Média mensal (kWh)">
          <Input inputMode="decimal" value={media} onChange={(e) => setMedia(e.target.value)} maxW="40" />
        </FormField>
        <Button variant="outline" onClick={repetir} disabled={media.trim() === ''}>
          Repetir em todos os meses
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {MESES.map((mes, i) => (
          <FormField
            key={mes}
            label={`${MESES_ABREV[i]} (kWh)`}
            error={errors.consumo_mensal_kwh?.[i]?.message}
          >
            <Input
              inputMode="decimal"
              aria-label={`Consumo de ${mes.toLowerCase()} (kWh)`}
              {...form.register(`consumo_mensal_kwh.${i}`)}
            />
          </FormField>
        ))}
      </SimpleGrid>
      {errors.consumo_mensal_kwh?.message && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.consumo_mensal_kwh.message}
        </Text>
      )}
    </Secao>
  );
}

function SecaoLocal({ form }: { form: FormDaProposta }) {
  const errors = form.formState.errors;
  return (
    <Secao titulo="Local">
      <FormField
        label="Cidade"
        helper="A irradiação da cidade dimensiona o sistema"
        error={errors.cidade_ibge?.message}
      >
        <Controller
          control={form.control}
          name="cidade_ibge"
          render={({ field }) => (
            <CitySearch value={field.value} onChange={field.onChange} label="Buscar cidade da instalação" />
          )}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Numero form={form} nome="inclinacao_graus" rotulo="Inclinação (°)" exemplo="20" />
        <Numero form={form} nome="azimute_graus" rotulo="Azimute (°)" ajuda="0° = norte" exemplo="0" />
      </SimpleGrid>
    </Secao>
  );
}

/**
 * The proposal's inputs (decision 031): every field may stay empty while drafting. Saving checks
 * them with the server's schema, sends them (shares as fractions) and shows the figures it answers;
 * a refusal goes under its field.
 */
export function PropostaForm(props: {
  uuid: string;
  proposta: PropostaCalculada;
  somenteLeitura?: boolean;
  /** The deal has a customer, whose invoices may fill the consumption. */
  temCliente?: boolean;
}) {
  const form = useForm<FormProposta>({
    defaultValues: formDaProposta(props.proposta.entradas, props.proposta.cidade, props.proposta.catalogo),
  });
  const salvar = useSalvarProposta(props.uuid);

  const enviar = form.handleSubmit(async (v) => {
    const entrada = validarCampos(
      ZPropostaEntrada,
      entradaDoForm(v, props.proposta.entradas),
      form,
      CAMPOS_PROPOSTA as readonly Path<FormProposta>[],
    );
    if (!entrada) return;
    try {
      await salvar.mutateAsync(entrada);
      form.reset(v);
      toaster.create({ type: 'success', title: 'Proposta salva' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422)
        for (const [campo, message] of Object.entries(err.fieldErrors)) {
          // A list's item ("inversores_kw.1") shows under the list's one field.
          const nome = CAMPOS.includes(campo) ? campo : campo.split('.')[0];
          if (nome && CAMPOS.includes(nome))
            form.setError(nome as Path<FormProposta>, { type: 'server', message });
        }
      toastError(err);
    }
  });

  return (
    <form onSubmit={enviar} noValidate aria-label="Entradas da proposta">
      <fieldset disabled={props.somenteLeitura} style={{ display: 'contents' }}>
        <Stack gap="4">
          <SecaoConsumo
            form={form}
            faturasDe={props.temCliente && !props.somenteLeitura ? props.uuid : null}
            pdfsDe={props.somenteLeitura ? null : props.uuid}
          />
          <SecaoLocal form={form} />
          <SecaoSistema form={form} />
          <SecaoEquipamentos form={form} />
          <SecaoPreco form={form} />
          <SecaoPagamento form={form} />
          <SecaoTarifa form={form} />
          {!props.somenteLeitura && (
            <HStack
              justify="flex-end"
              position="sticky"
              bottom="0"
              bg="bg"
              py="3"
              borderTopWidth="1px"
              zIndex="1"
            >
              <Button type="submit" colorPalette="orange" loading={form.formState.isSubmitting}>
                Salvar e calcular
              </Button>
            </HStack>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
