import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@web/components/page/page-container';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@web/components/ui/card';

type AuthCardProps = {
  icon: LucideIcon;
  /** The page's <h1>. */
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Shown above the card (a notice) and below it (a secondary link). */
  before?: ReactNode;
  after?: ReactNode;
};

/** The centred card the sign-in, registration and admin signup screens share. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
  before,
  after,
}: AuthCardProps) {
  return (
    <PageContainer className="flex justify-center sm:py-14">
      <div className="w-full max-w-md space-y-5">
        {before}
        <Card className="gap-6 py-7 shadow-md">
          <CardHeader className="items-center px-5 text-center sm:px-8">
            <span
              aria-hidden="true"
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700 ring-4 ring-gold-50"
            >
              <Icon className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              {title}
            </h1>
            <CardDescription className="text-base">{description}</CardDescription>
          </CardHeader>
          <CardContent className="px-5 sm:px-8">{children}</CardContent>
          <CardFooter className="flex-wrap justify-center gap-x-1.5 gap-y-1 border-t border-border px-5 pt-5 text-sm text-muted-foreground sm:px-8">
            {footer}
          </CardFooter>
        </Card>
        {after}
      </div>
    </PageContainer>
  );
}
