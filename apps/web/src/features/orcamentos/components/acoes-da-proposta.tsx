import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Copy, FileDown, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { baixarArquivo } from '../../../lib/download.ts';
import { toaster } from '../../../lib/toaster.ts';
import { ProximoPassoDoOrcamento } from '../../contratos/components/proximo-passo-do-orcamento.tsx';
import { type Orcamento, type PropostaCalculada, useEnviarProposta } from '../api.ts';

// The proposal's two ways out: its PDF, and the public link the customer opens to accept or
// decline. The link comes back once, in the send's answer (decision 032), so it is shown here with
// a copy button; sending again makes a new one and the old stops working.

const ENVIAVEL = new Set(['rascunho', 'enviada', 'visualizada', 'recusada', 'expirada']);

export function AcoesDaProposta({
  orcamento,
  proposta,
  podeEnviar,
}: {
  orcamento: Orcamento;
  proposta: PropostaCalculada;
  podeEnviar: boolean;
}) {
  const enviar = useEnviarProposta(orcamento.uuid);
  const [confirmando, setConfirmando] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  const pronta = proposta.dimensionamento !== null && proposta.preco !== null;
  const jaEnviada = orcamento.status !== 'rascunho';

  async function confirmarEnvio() {
    const r = await enviar.mutateAsync();
    setLink(r.data.link ? new URL(r.data.link, window.location.origin).toString() : null);
  }

  async function copiar() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard API outside a secure context: select the field so the user copies it.
      campo.current?.select();
      if (!document.execCommand?.('copy')) {
        toaster.create({ type: 'warning', title: 'Não foi possível copiar: selecione o link e copie.' });
        return;
      }
    }
    toaster.create({ type: 'success', title: 'Link copiado' });
  }

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="acoes-da-proposta">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!pronta}
          onClick={() =>
            void baixarArquivo(`pedidos/${orcamento.uuid}/proposta/pdf`, `proposta-${orcamento.numero}.pdf`)
          }
        >
          <FileDown aria-hidden /> Baixar PDF
        </Button>
        {podeEnviar && ENVIAVEL.has(orcamento.status) && (
          <Button size="sm" colorPalette="orange" disabled={!pronta} onClick={() => setConfirmando(true)}>
            <Send aria-hidden /> {jaEnviada ? 'Enviar de novo' : 'Enviar ao cliente'}
          </Button>
        )}
        <ProximoPassoDoOrcamento orcamento={orcamento} podeEditar={podeEnviar} />
      </HStack>
      {!pronta && (
        <Text fontSize="sm" color="fg.muted">
          Complete o dimensionamento e o preço para gerar o PDF e enviar a proposta.
        </Text>
      )}
      {link && (
        <Stack gap="1">
          <Text fontSize="sm">
            Envie este link ao cliente. Ele só aparece agora: ao enviar de novo, um novo link substitui este.
          </Text>
          <HStack gap="2">
            <Input ref={campo} size="sm" readOnly value={link} aria-label="Link da proposta" />
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copiar()}
              aria-label="Copiar link da proposta"
            >
              <Copy aria-hidden /> Copiar
            </Button>
          </HStack>
        </Stack>
      )}
      <ConfirmarDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title={jaEnviada ? 'Enviar a proposta de novo' : 'Enviar a proposta ao cliente'}
        confirmar="Enviar"
        cor="orange"
        acao={confirmarEnvio}
        sucesso={`Proposta #${orcamento.numero} enviada`}
      >
        <Text>
          {jaEnviada
            ? 'Um novo link será criado e o link anterior deixará de funcionar.'
            : 'Será criado o link que o cliente abre para ver, aceitar ou recusar a proposta.'}
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
