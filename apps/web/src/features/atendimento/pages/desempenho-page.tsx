import { Gauge } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function DesempenhoPage() {
  return (
    <PlaceholderScreen
      title="Desempenho"
      subtitle="Desempenho do atendimento"
      description="Os indicadores de desempenho do atendimento chegarão em breve."
      icon={<Gauge />}
    />
  );
}
