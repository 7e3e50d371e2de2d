import { Button, Code, Dialog, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { Barcode, Copy, ExternalLink, QrCode } from 'lucide-react';
import { useRef, useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Cobranca, useGerarCobranca } from '../api.ts';

/**
 * "Pagar agora": Pix or boleto for the next period. The server creates the charge at the payment
 * gateway and answers its Pix copia-e-cola and QR code, or the boleto's link and linha digitável.
 * Opened with `cobranca`, it shows a charge already made (a pending one of the history).
 */
export function PagarDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  cobranca?: Cobranca;
}) {
  const gerar = useGerarCobranca();
  const [cobranca, setCobranca] = useState<Cobranca | null>(props.cobranca ?? null);
  const [gerando, setGerando] = useState<'pix' | 'boleto' | null>(null);

  async function pagarCom(forma: 'pix' | 'boleto') {
    setGerando(forma);
    try {
      const { data } = await gerar.mutateAsync({ forma });
      setCobranca(data);
    } catch (err) {
      toastError(err);
    } finally {
      setGerando(null);
    }
  }

  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      title={cobranca ? (cobranca.boleto_url ? 'Pague o boleto' : 'Pague com Pix') : 'Pagar agora'}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Fechar</Button>
        </Dialog.ActionTrigger>
      }
    >
      {cobranca ? (
        <DadosDoPagamento cobranca={cobranca} />
      ) : (
        <Stack gap="4">
          <Text>Escolha como pagar o próximo período da assinatura.</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="orange"
              flex="1"
              loading={gerando === 'pix'}
              disabled={gerando !== null}
              onClick={() => void pagarCom('pix')}
            >
              <QrCode /> Pagar com Pix
            </Button>
            <Button
              colorPalette="orange"
              variant="outline"
              flex="1"
              loading={gerando === 'boleto'}
              disabled={gerando !== null}
              onClick={() => void pagarCom('boleto')}
            >
              <Barcode /> Gerar boleto
            </Button>
          </Stack>
        </Stack>
      )}
    </DialogFrame>
  );
}

function DadosDoPagamento({ cobranca: c }: { cobranca: Cobranca }) {
  return (
    <Stack gap="4" data-testid="dados-do-pagamento">
      <Text>
        Valor: <strong>{formatMoeda(c.valor_rs)}</strong> · vencimento {formatData(c.vencimento)}
        {c.periodo_inicio && c.periodo_fim && (
          <>
            {' '}
            · período de {formatData(c.periodo_inicio)} a {formatData(c.periodo_fim)}
          </>
        )}
      </Text>
      {c.pix_qr_code_base64 && (
        <Image
          src={`data:image/png;base64,${c.pix_qr_code_base64}`}
          alt="QR code do Pix"
          boxSize="56"
          alignSelf="center"
          bg="white"
          p="2"
          rounded="md"
        />
      )}
      {c.pix_copia_e_cola && (
        <Copiavel
          rotulo="Pix copia e cola"
          valor={c.pix_copia_e_cola}
          copiado="Código Pix copiado"
          ajuda="No app do seu banco, escolha Pix copia e cola e cole o código."
        />
      )}
      {c.boleto_url && (
        <Link
          href={c.boleto_url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="orange"
          fontWeight="medium"
        >
          <ExternalLink size="16" /> Abrir o boleto
        </Link>
      )}
      {c.boleto_linha_digitavel && (
        <Copiavel
          rotulo="Linha digitável"
          valor={c.boleto_linha_digitavel}
          copiado="Linha digitável copiada"
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        Assim que o pagamento for confirmado pelo banco, a assinatura é atualizada sozinha.
      </Text>
    </Stack>
  );
}

/** A code to copy (Pix, linha digitável): shown whole, selectable, with a copy button. */
function Copiavel(props: { rotulo: string; valor: string; copiado: string; ajuda?: string }) {
  const campo = useRef<HTMLElement>(null);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(props.valor);
    } catch {
      // Without a secure context there is no clipboard API: select the code so the user copies it.
      const selecao = window.getSelection();
      if (campo.current && selecao) {
        const faixa = document.createRange();
        faixa.selectNodeContents(campo.current);
        selecao.removeAllRanges();
        selecao.addRange(faixa);
      }
      if (!document.execCommand?.('copy')) {
        toaster.create({ type: 'warning', title: 'Não foi possível copiar: selecione o código e copie.' });
        return;
      }
    }
    toaster.create({ type: 'success', title: props.copiado });
  }
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {props.rotulo}
      </Text>
      <Code
        ref={campo}
        colorPalette="gray"
        px="3"
        py="2"
        wordBreak="break-all"
        userSelect="all"
        aria-label={props.rotulo}
        data-testid={props.rotulo === 'Pix copia e cola' ? 'pix-copia-e-cola' : 'linha-digitavel'}
      >
        {props.valor}
      </Code>
      <HStack justify="space-between" wrap="wrap" gap="2">
        {props.ajuda && (
          <Text fontSize="xs" color="fg.muted" flex="1">
            {props.ajuda}
          </Text>
        )}
        <Button size="sm" variant="outline" onClick={() => void copiar()}>
          <Copy /> Copiar {props.rotulo === 'Pix copia e cola' ? 'código Pix' : 'linha digitável'}
        </Button>
      </HStack>
    </Stack>
  );
}
