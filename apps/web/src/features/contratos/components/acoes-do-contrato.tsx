import { Button, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { ZContratoCancelarEntrada } from '@irradia/shared/propostas/contrato.schema';
import { Ban, FileDown, FileSignature, FileUp, RefreshCw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { baixarArquivo } from '../../../lib/download.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { Orcamento } from '../../orcamentos/api.ts';
import { RegistrarVendaDialog } from '../../vendas/components/registrar-venda-dialog.tsx';
import { type Contrato, useCancelarContrato, useEnviarContratoAssinado } from '../api.ts';
import { GerarContratoDialog } from './gerar-contrato-dialog.tsx';

// The contract's buttons (decision 037): its PDF; while it waits, the PDF the customer signed on
// paper or generating it again; once signed, the sale; and cancelling, with a reason, until the sale.

/** The server takes a PDF of up to 20 MB (checked by its bytes there). */
const MAXIMO_BYTES = 20 * 1024 * 1024;

function EnviarAssinadoDialog(props: { uuid: string; open: boolean; onOpenChange(open: boolean): void }) {
  const enviar = useEnviarContratoAssinado(props.uuid);
  const form = useForm<{ arquivo: FileList | null }>({ defaultValues: { arquivo: null } });
  const { errors, isSubmitting } = form.formState;
  const fechar = (open: boolean) => {
    props.onOpenChange(open);
    if (!open) form.reset();
  };
  const submit = form.handleSubmit(async ({ arquivo }) => {
    const f = arquivo?.[0];
    if (!f) return form.setError('arquivo', { message: 'Escolha o PDF do contrato assinado' });
    if (f.type !== 'application/pdf' && !f.name.toLowerCase().endsWith('.pdf'))
      return form.setError('arquivo', { message: 'Envie o contrato assinado em PDF' });
    if (f.size > MAXIMO_BYTES) return form.setError('arquivo', { message: 'O arquivo deve ter até 20 MB' });
    try {
      await enviar.mutateAsync(f);
      toaster.create({ type: 'success', title: 'Contrato assinado registrado' });
      fechar(false);
    } catch (e) {
      showSubmitError(e, form.setError, ['arquivo']);
    }
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Enviar contrato assinado"
      submitLabel="Enviar"
      submitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
    >
      <Text mb="4" fontSize="sm">
        Se o cliente assinou o contrato impresso ou em outro sistema, envie o PDF assinado. O contrato passa a
        constar como assinado, com o seu nome e a data de hoje.
      </Text>
      <FormField label="PDF assinado" required error={errors.arquivo?.message} helper="Até 20 MB.">
        <Input type="file" accept="application/pdf,.pdf" p="1" {...form.register('arquivo')} />
      </FormField>
    </FormDialog>
  );
}

function CancelarDialog(props: {
  uuid: string;
  numero: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const cancelar = useCancelarContrato(props.uuid);
  const form = useForm<{ motivo: string }>({ defaultValues: { motivo: '' } });
  const { errors, isSubmitting } = form.formState;
  const fechar = (open: boolean) => {
    props.onOpenChange(open);
    if (!open) form.reset();
  };
  const submit = form.handleSubmit(async ({ motivo }) => {
    const r = ZContratoCancelarEntrada.safeParse({ motivo });
    if (!r.success)
      return form.setError('motivo', { message: r.error.issues[0]?.message ?? 'Informe o motivo' });
    try {
      await cancelar.mutateAsync(r.data.motivo);
      toaster.create({ type: 'success', title: `Contrato #${props.numero} cancelado` });
      fechar(false);
    } catch (e) {
      showSubmitError(e, form.setError, ['motivo']);
    }
  });
  return (
    <ConfirmarDialog
      open={props.open}
      onOpenChange={fechar}
      title="Cancelar o contrato"
      confirmar="Cancelar contrato"
      onSubmit={(e) => void submit(e)}
      ocupado={isSubmitting}
    >
      <Text mb="4">O contrato deixa de valer e o cliente vê no link que ele foi cancelado.</Text>
      <FormField label="Motivo do cancelamento" required error={errors.motivo?.message}>
        <Textarea rows={3} {...form.register('motivo')} />
      </FormField>
    </ConfirmarDialog>
  );
}

type Dialogo = 'assinado' | 'cancelar' | 'gerar' | 'venda' | null;

export function AcoesDoContrato({
  negocio,
  contrato,
  podeEditar,
}: {
  negocio: Orcamento;
  contrato: Contrato;
  podeEditar: boolean;
}) {
  const [aberto, setAberto] = useState<Dialogo>(null);
  const abrir = (d: Dialogo) => () => setAberto(d);
  const mudar = (d: Exclude<Dialogo, null>) => (open: boolean) => setAberto(open ? d : null);
  const noContrato = negocio.etapa === 'contrato';
  const aguardando = noContrato && contrato.status === 'aguardando_assinatura';
  const assinado = noContrato && contrato.status === 'assinado';
  return (
    <HStack gap="2" wrap="wrap" borderWidth="1px" borderRadius="md" p="3" data-testid="acoes-do-contrato">
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void baixarArquivo(`pedidos/${negocio.uuid}/contrato/pdf`, `contrato-${negocio.numero}.pdf`)
        }
      >
        <FileDown aria-hidden /> Baixar PDF
      </Button>
      {podeEditar && aguardando && (
        <>
          <Button size="sm" colorPalette="orange" onClick={abrir('assinado')}>
            <FileUp aria-hidden /> Enviar contrato assinado
          </Button>
          <Button size="sm" variant="outline" onClick={abrir('gerar')}>
            <RefreshCw aria-hidden /> Gerar de novo
          </Button>
        </>
      )}
      {podeEditar && assinado && (
        <Button size="sm" colorPalette="green" onClick={abrir('venda')}>
          <ShoppingCart aria-hidden /> Registrar venda
        </Button>
      )}
      {negocio.etapa === 'venda' && (
        <Button asChild size="sm" variant="outline" colorPalette="orange">
          <RouterLink to={`/vendas/${negocio.uuid}`}>
            <FileSignature aria-hidden /> Abrir a venda
          </RouterLink>
        </Button>
      )}
      {podeEditar && noContrato && contrato.status !== 'cancelado' && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={abrir('cancelar')}>
          <Ban aria-hidden /> Cancelar contrato
        </Button>
      )}
      <EnviarAssinadoDialog
        uuid={negocio.uuid}
        open={aberto === 'assinado'}
        onOpenChange={mudar('assinado')}
      />
      <CancelarDialog
        uuid={negocio.uuid}
        numero={negocio.numero}
        open={aberto === 'cancelar'}
        onOpenChange={mudar('cancelar')}
      />
      {aguardando && (
        <GerarContratoDialog
          orcamento={negocio}
          contrato={contrato}
          open={aberto === 'gerar'}
          onOpenChange={mudar('gerar')}
        />
      )}
      {assinado && (
        <RegistrarVendaDialog negocio={negocio} open={aberto === 'venda'} onOpenChange={mudar('venda')} />
      )}
    </HStack>
  );
}
