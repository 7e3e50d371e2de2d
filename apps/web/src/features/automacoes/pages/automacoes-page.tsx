import { Workflow } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function AutomacoesPage() {
  return (
    <PlaceholderScreen
      title="Automações"
      subtitle="Tarefas automáticas"
      description="O módulo de automações chegará em breve."
      icon={<Workflow />}
    />
  );
}
