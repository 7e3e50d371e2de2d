import { ChartColumn } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function DemonstrativoPage() {
  return (
    <PlaceholderScreen
      title="Demonstrativo"
      subtitle="Resultado do período"
      description="O demonstrativo de resultados chegará em breve."
      icon={<ChartColumn />}
    />
  );
}
