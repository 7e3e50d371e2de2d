import { Field, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { type Ciclo, FORMAS_DE_COBRANCA } from '@irradia/shared/assinaturas/assinaturas.schema';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Plano, useAssinar } from '../api.ts';
import { precoDoCiclo } from '../campos.ts';
import type { ModoDeEscolha } from './planos-ofertados.tsx';

type Forma = 'pix' | 'boleto' | 'cartao';
const FORMAS: Forma[] = ['pix', 'boleto', 'cartao'];

/**
 * Confirms a plan chosen on the cards and asks how the company pays: a new subscription starts
 * its trial; a change applies to the limits at once and to the price from the next period.
 */
export function AssinarDialog(props: {
  plano: Plano;
  ciclo: Ciclo;
  modo: ModoDeEscolha;
  /** The company's method today, when it already subscribes (a change keeps it unless told). */
  formaAtual: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the server took the choice. */
  onFeito?(): void;
}) {
  const { plano, ciclo } = props;
  const assinar = useAssinar();
  const mudanca = props.modo === 'mudar';
  const teste = props.modo === 'novo' && plano.dias_teste > 0;
  const [forma, setForma] = useState<Forma>(
    FORMAS.includes(props.formaAtual as Forma) ? (props.formaAtual as Forma) : 'pix',
  );
  const preco = `${formatMoeda(precoDoCiclo(plano, ciclo))} ${ciclo === 'anual' ? 'por ano' : 'por mês'}`;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    try {
      await assinar.mutateAsync({ plano: plano.uuid, ciclo, forma });
      toaster.create({
        type: 'success',
        title: mudanca ? 'Plano alterado' : teste ? 'Teste grátis iniciado' : 'Assinatura criada',
      });
      props.onOpenChange(false);
      props.onFeito?.();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={mudanca ? `Mudar para o plano ${plano.nome}` : `Assinar o plano ${plano.nome}`}
      submitLabel={mudanca ? 'Mudar de plano' : teste ? 'Começar teste grátis' : 'Assinar'}
      submitting={assinar.isPending}
      onSubmit={(e) => void enviar(e)}
    >
      <Stack gap="4">
        <Text>
          Plano <strong>{plano.nome}</strong>, cobrança {ciclo === 'anual' ? 'anual' : 'mensal'}: {preco}.
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {mudanca
            ? 'Os limites do novo plano valem agora; o novo preço vale a partir do próximo período. O período já pago não é recalculado.'
            : teste
              ? `Os primeiros ${plano.dias_teste} dias são grátis. A primeira cobrança vem ao fim do teste.`
              : 'A assinatura começa agora; o primeiro pagamento libera o período.'}
        </Text>
        <Field.Root>
          <Field.Label id="forma-de-pagamento">Forma de pagamento</Field.Label>
          <RadioGroup.Root
            value={forma}
            onValueChange={(e) => setForma(e.value as Forma)}
            aria-labelledby="forma-de-pagamento"
            colorPalette="orange"
          >
            <Stack gap="2">
              {FORMAS.map((f) => (
                <RadioGroup.Item key={f} value={f}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{FORMAS_DE_COBRANCA[f]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {forma === 'cartao' && (
            <Field.HelperText>A cobrança no cartão é combinada com a nossa equipe.</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
