import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

type StatCardProps = { title: string; value: string | number; icon: LucideIcon; trend?: string };

export function StatCard({ title, value, icon: Icon, trend }: StatCardProps) {
  return (
    <Card data-testid="stat-card">
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{title}</p>
          <p className="text-xl font-semibold tracking-tight sm:text-2xl">{value}</p>
          {trend && <p className="text-xs font-medium text-accent-foreground">{trend}</p>}
        </div>
        <span className="hidden rounded-lg bg-primary/10 p-2 text-primary sm:block">
          <Icon className="size-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}
