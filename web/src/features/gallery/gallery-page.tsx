import { useState } from 'react';
import { Bell, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { getInitials } from '@/lib/format';
import { PlayerDemo } from './player-demo';

/** Dev-only page showing the shared UI in both themes (screenshots, visual review). */
export function GalleryPage() {
  const { t } = useTranslation('public');
  const [volume, setVolume] = useState([70]);
  return (
    <main id="main" tabIndex={-1} className="outline-none mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex items-center justify-between">
        <div className="flex items-center gap-3">
          <Logo className="size-10" />
          <h1 className="text-2xl font-semibold">{t('gallery.title')}</h1>
        </div>
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t('gallery.buttons.title')}</CardTitle>
          <CardDescription>{t('gallery.buttons.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Button>{t('gallery.buttons.primary')}</Button>
          <Button variant="secondary">{t('gallery.buttons.secondary')}</Button>
          <Button variant="outline">{t('gallery.buttons.outline')}</Button>
          <Button variant="ghost">{t('gallery.buttons.ghost')}</Button>
          <Button variant="destructive">{t('gallery.buttons.delete')}</Button>
          <Button variant="link">{t('gallery.buttons.link')}</Button>
          <Button size="icon" variant="outline" aria-label={t('gallery.buttons.settings')}>
            <Settings aria-hidden />
          </Button>
          <Separator orientation="vertical" className="h-6" />
          <Badge>{t('gallery.badges.published')}</Badge>
          <Badge variant="secondary">{t('gallery.badges.ready')}</Badge>
          <Badge variant="outline">{t('gallery.badges.processing')}</Badge>
          <Badge variant="destructive">{t('gallery.badges.failed')}</Badge>
          <Badge variant="gold">{t('gallery.badges.new')}</Badge>
          <Avatar>
            <AvatarFallback>{getInitials('Abdullah ibn Umar', 'abd')}</AvatarFallback>
          </Avatar>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('gallery.form.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="g-title">{t('gallery.form.titleLabel')}</Label>
              <Input id="g-title" placeholder={t('gallery.form.titlePlaceholder')} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="g-desc">{t('gallery.form.description')}</Label>
              <Textarea id="g-desc" defaultValue="تفسير سورة الفاتحة - Tafsir of al-Fatiha" dir="auto" />
            </div>
            <div className="space-y-2">
              <Label htmlFor="g-sort">{t('gallery.form.sort')}</Label>
              <Select defaultValue="recent">
                <SelectTrigger id="g-sort">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="recent">{t('gallery.form.mostRecent')}</SelectItem>
                  <SelectItem value="title">{t('gallery.form.titleAZ')}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center gap-6">
              <Label>
                <Switch defaultChecked /> {t('gallery.form.emailNotifications')}
              </Label>
              <Label>
                <Checkbox defaultChecked /> {t('gallery.form.quran')}
              </Label>
            </div>
            <Slider value={volume} onValueChange={setVolume} max={100} step={1} thumbLabel={t('gallery.form.volume')} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('gallery.tabs.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Tabs defaultValue="all">
              <TabsList>
                <TabsTrigger value="all">{t('gallery.tabs.allContent')}</TabsTrigger>
                <TabsTrigger value="topics">{t('gallery.tabs.byTopics')}</TabsTrigger>
              </TabsList>
              <TabsContent value="all" className="space-y-2 pt-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </TabsContent>
              <TabsContent value="topics">{t('gallery.tabs.topics')}</TabsContent>
            </Tabs>
            <p className="font-arabic text-xl" dir="auto" lang="ar">
              بسم الله الرحمن الرحيم
            </p>
            <Button variant="outline" onClick={() => toast({ title: t('gallery.tabs.toastTitle'), description: t('gallery.tabs.toastDescription') })}>
              <Bell aria-hidden /> {t('gallery.tabs.showToast')}
            </Button>
          </CardContent>
        </Card>
      </div>
      <PlayerDemo />
    </main>
  );
}
