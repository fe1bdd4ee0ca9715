import { useState } from 'react';
import { Bell, Settings } from 'lucide-react';
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
  const [volume, setVolume] = useState([70]);
  return (
    <main id="main" tabIndex={-1} className="outline-none mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex items-center justify-between">
        <div className="flex items-center gap-3">
          <Logo className="size-10" />
          <h1 className="text-2xl font-semibold">Component gallery</h1>
        </div>
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Buttons and badges</CardTitle>
          <CardDescription>Variants of the shared controls.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="destructive">Delete</Button>
          <Button variant="link">Link</Button>
          <Button size="icon" variant="outline" aria-label="Settings">
            <Settings aria-hidden />
          </Button>
          <Separator orientation="vertical" className="h-6" />
          <Badge>Published</Badge>
          <Badge variant="secondary">Ready</Badge>
          <Badge variant="outline">Processing</Badge>
          <Badge variant="destructive">failed</Badge>
          <Badge variant="gold">New</Badge>
          <Avatar>
            <AvatarFallback>{getInitials('Abdullah ibn Umar', 'abd')}</AvatarFallback>
          </Avatar>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Form</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="g-title">Title</Label>
              <Input id="g-title" placeholder="Lecture title" />
            </div>
            <div className="space-y-2">
              <Label htmlFor="g-desc">Description</Label>
              <Textarea id="g-desc" defaultValue="تفسير سورة الفاتحة - Tafsir of al-Fatiha" dir="auto" />
            </div>
            <div className="space-y-2">
              <Label htmlFor="g-sort">Sort</Label>
              <Select defaultValue="recent">
                <SelectTrigger id="g-sort">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="recent">Most Recent</SelectItem>
                  <SelectItem value="title">Title A-Z</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center gap-6">
              <Label>
                <Switch defaultChecked /> Email notifications
              </Label>
              <Label>
                <Checkbox defaultChecked /> Quran
              </Label>
            </div>
            <Slider value={volume} onValueChange={setVolume} max={100} step={1} thumbLabel="Volume" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Tabs, skeleton, toast</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Tabs defaultValue="all">
              <TabsList>
                <TabsTrigger value="all">All Content</TabsTrigger>
                <TabsTrigger value="topics">By Topics</TabsTrigger>
              </TabsList>
              <TabsContent value="all" className="space-y-2 pt-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </TabsContent>
              <TabsContent value="topics">Topics</TabsContent>
            </Tabs>
            <p className="font-arabic text-xl" dir="auto" lang="ar">
              بسم الله الرحمن الرحيم
            </p>
            <Button variant="outline" onClick={() => toast({ title: 'Content updated', description: 'Saved.' })}>
              <Bell aria-hidden /> Show toast
            </Button>
          </CardContent>
        </Card>
      </div>
      <PlayerDemo />
    </main>
  );
}
