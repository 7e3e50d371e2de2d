import { KanbanSquare } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function QuadroPage() {
  return (
    <PlaceholderScreen
      title="Quadro"
      subtitle="Quadro de atendimentos"
      description="O quadro de atendimentos e solicitações de serviço chegará em breve."
      icon={<KanbanSquare />}
    />
  );
}
