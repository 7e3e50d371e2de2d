import { Button, HStack } from '@chakra-ui/react';
import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import type { Automacao } from '../api.ts';
import { AutomacaoDialog } from '../components/automacao-dialog.tsx';
import { AutomacoesLista } from '../components/automacoes-lista.tsx';
import { ExecucoesDrawer } from '../components/execucoes-drawer.tsx';

/**
 * /automacoes (decision 039): the company's rules — trigger, conditions, actions — paused or
 * enabled at once, edited in a dialog, each with its runs log. The built-in alert rule comes
 * first, paused, and can't be deleted.
 */
export default function AutomacoesPage() {
  usePageTitle('Automações', 'Tarefas automáticas');
  const { pode } = usePermissoes();
  const permissoes = {
    criar: pode('automacao:create'),
    editar: pode('automacao:edit'),
    remover: pode('automacao:delete'),
  };
  // The rule as it was when its editor opened: a refetch behind the dialog does not reset the form.
  const [editor, setEditor] = useState<{ aberto: boolean; automacao: Automacao | null }>({
    aberto: false,
    automacao: null,
  });
  const [execucoes, setExecucoes] = useState<Automacao | null>(null);
  const nova = () => setEditor({ aberto: true, automacao: null });

  return (
    <ExigeEmpresa
      icone={<Workflow />}
      descricao="As automações pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      {permissoes.criar && (
        <HStack justify="flex-end" mb="4">
          <Button colorPalette="orange" onClick={nova}>
            <Plus /> Nova automação
          </Button>
        </HStack>
      )}
      <AutomacoesLista
        pode={permissoes}
        onNova={nova}
        onEditar={(automacao) => setEditor({ aberto: true, automacao })}
        onExecucoes={setExecucoes}
      />
      <AutomacaoDialog
        open={editor.aberto}
        onOpenChange={(aberto) => setEditor((e) => ({ ...e, aberto }))}
        automacao={editor.automacao}
      />
      <ExecucoesDrawer automacao={execucoes} onClose={() => setExecucoes(null)} />
    </ExigeEmpresa>
  );
}
