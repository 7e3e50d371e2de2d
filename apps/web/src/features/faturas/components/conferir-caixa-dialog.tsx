import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import { useState } from 'react';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { type Leitura, useLerPdf, usePdfDaCaixa } from '../api.ts';
import { dataHoraBr } from '../campos.ts';
import { ConferirFatura } from './conferir-fatura.tsx';
import { SenhaPdf } from './senha-pdf.tsx';
import { tamanhoDoDialogo } from './tamanho-dialogo.ts';

/**
 * An invoice that arrived by e-mail, confirmed with the same form as an uploaded one. Saving sends
 * the item's stored PDF (`item.pdf`), which takes it out of the inbox. A PDF still locked asks for
 * its password: the same file is read again with it, and the invoice still keeps the item's PDF.
 */
export function ConferirCaixaDialog({ item, onClose }: { item: ItemCaixa; onClose(): void }) {
  const pdf = usePdfDaCaixa(item.uuid);
  const ler = useLerPdf();
  const [lida, setLida] = useState<Leitura>({ pdf: item.pdf, unidade: item.unidade, leitura: item.leitura });
  const inicial = item.leitura;
  const [senha, setSenha] = useState<{ erro?: string; pular: boolean }>({ pular: false });
  const l = lida.leitura;
  const etapa = !l.ok && l.motivo === 'protegido' && !senha.pular ? 'senha' : 'conferir';

  function lerComSenha(s: string) {
    if (!pdf.data) return;
    const arquivo = new File([pdf.data], item.arquivo, { type: 'application/pdf' });
    ler.mutate(
      { arquivo, senha: s },
      {
        onSuccess: (r) => {
          setLida({ pdf: item.pdf, unidade: r.data.unidade, leitura: r.data.leitura });
          const nova = r.data.leitura;
          setSenha({
            pular: false,
            erro: !nova.ok && nova.motivo === 'protegido' ? nova.mensagem : undefined,
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422)
            setSenha({ pular: false, erro: err.fieldErrors.senha });
          toastError(err);
        },
      },
    );
  }

  const tamanho = tamanhoDoDialogo(etapa === 'conferir');

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={tamanho.size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...tamanho.conteudo}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title>
                {etapa === 'senha' ? 'Fatura protegida por senha' : 'Confira a fatura'}
              </Dialog.Title>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {item.arquivo} · recebida de {item.remetente} em {dataHoraBr(item.recebida_em)}
              </Text>
            </Dialog.Header>
            {etapa === 'senha' ? (
              <SenhaPdf
                mensagem={!inicial.ok ? inicial.mensagem : ''}
                erro={senha.erro}
                lendo={ler.isPending}
                pronto={Boolean(pdf.data)}
                onEnviar={lerComSenha}
                onPreencher={() => setSenha({ pular: true })}
                voltar={{ rotulo: 'Cancelar', onClick: onClose }}
              />
            ) : (
              <ConferirFatura
                lida={lida}
                pdf={{
                  blob: pdf.data,
                  carregando: pdf.isLoading,
                  erro: pdf.isError ? 'Não foi possível carregar o PDF desta fatura.' : null,
                }}
                voltar={{ rotulo: 'Cancelar', onClick: onClose }}
                onSalva={onClose}
                ativa
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
