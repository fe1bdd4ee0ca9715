/**
 * The one list of Islamic terms, in the format staff use for their own list (VOCABULARY_FILE):
 * one term a line, its written form first, then other spellings, commas between. The written
 * form is the term's one canonical form: how transcripts write it (transcription writes every
 * other spelling back in it, and each spelling adds a pronunciation the speech engine knows) and
 * what search folds every other spelling to (content's `search_fold`, see searchSpellings). A
 * spelling may be followed by an exact pronunciation in brackets, in the US English model's
 * phones: Quran [K ER AA N]. '#' starts a comment. The surah names live with the references
 * (transcription's references/surahs.ts). A change of spellings needs a content migration that
 * refolds what was indexed (see RefoldTermSpellings).
 */
export const ISLAMIC_TERMS = `
# God, revelation and the sciences of the religion
Allah
Quran, Qur'an, Koran, Quraan [K ER AA N], Kuran
hadith, hadeeth, hadees, hadis, ahadith, ahadeeth
Sunnah, sunna
tafsir, tafseer, tafsiir
fiqh, fiqah [F IH K], fiq, fikh
aqidah, aqeedah, aqida, aqeeda
seerah, sirah, sira, seera
tawhid, tawheed, tauhid, tawhiid
tajweed, tajwid
usul, usool
shariah, sharia, shari'ah, shariat
ijma, ijmaa
qiyas
ijtihad
taqlid, taqleed
madhhab, madhab, mazhab
isnad
matn
sahih, saheeh
daif, da'if, da'eef
mutawatir
mawdu, mawdoo
ayah, aya, ayat
surah, sura, soorah
juz
mushaf
tilawah, tilawa
hafiz, hafidh
qari
wahy
# Belief
iman, eeman, imaan, eman
ihsan
islam
taqwa
tawakkul
sabr
shukr
ikhlas
niyyah, niyya, niyah
akhirah, aakhirah, akhira
dunya, duniya
jannah, janna
jahannam
barzakh
qiyamah, qiyama
malaikah, malaika
jinn
shaytan, shaitan, shaytaan
iblis, iblees
ruh
nafs
qalb
qadr, qadar
shirk
kufr
kafir, kaafir
munafiq
nifaq
bidah, bid'ah, bidaa
fitnah, fitna
tawbah, tawba, tauba
istighfar
rahmah, rahma
barakah, baraka
ummah, umma
deen
# Worship
salah, salat, salaah, salaat, sallah
zakat, zakah, zakaat, zakaah
sawm, siyam, saum, siyaam
Hajj, haj
umrah, umra
dua, du'a, duaa, doa
dhikr, zikr, thikr, zikir
wudu, wudhu, wuzu, wudoo
ghusl
tayammum
adhan, azan, athan
iqamah, iqama
qiblah, qibla
rakah, rak'ah, raka
rakat, raka'at
sujud, sujood
ruku, rukoo
tashahhud
takbir, takbeer
tasbih, tasbeeh
tahajjud
tarawih, taraweeh
witr
qiyam
fajr, fajar
dhuhr, zuhr, duhr
asr
maghrib
isha
jumuah, jumu'ah, jummah, juma, jumah, jumaa, jumuaa
khutbah, khutba, khotba, khotbah
iftar
suhoor, suhur, sehri
sadaqah, sadaqa
halal
haram
makruh, makrooh
mustahabb, mustahab
fard, fardh, farz
wajib
mubah
adab
akhlaq, akhlaaq
# Places, months and days
Makkah, Mecca
Madinah, Medina
Kaaba, Ka'bah, Kabah
Zamzam
Safa
Marwah, Marwa
Arafah, Arafat
Mina
Muzdalifah
Quds
Aqsa
Hira
Badr
Uhud
Khandaq
Hudaybiyyah, Hudaibiya
Tabuk
Khaybar, Khaibar
Taif
Hijrah, Hijra
Ramadan, Ramadhan, Ramzan, Ramazan, Ramadaan
Muharram
Safar
Rajab
Shaban, Sha'ban
Shawwal
Ashura, Ashoora
Eid
# Prophets and the people around them
Muhammad, Mohammed, Muhammed, Mohammad, Mohamed, Mohamad
Adam
Nuh
Ibrahim
Ismail, Isma'il
Ishaq
Yaqub, Ya'qub, Yaqoob
Yusuf, Yousuf
Ayyub, Ayub
Yunus, Younus
Musa
Harun, Haroon
Dawud, Dawood
Sulayman, Sulaiman
Ilyas
Zakariyya, Zakariya
Yahya
Isa, Eesa
Idris
Hud
Salih, Saleh
Shuayb, Shu'ayb
Lut
Maryam
Jibril, Jibreel
Mikail, Mikaeel
Luqman
Abu Bakr, Abu Bakar
Umar, Omar
Uthman, Usman
Ali
Khadijah, Khadija
Aishah, Aisha, Ayesha
Fatimah, Fatima
Husayn, Husain, Hussein
Hasan al-Basri
Bilal
Abu Hurayrah, Abu Hurairah, Abu Huraira
Anas
Ibn Abbas
Ibn Masud, Ibn Mas'ud
Ibn Umar
Muadh, Mu'adh
Khalid
Hamzah, Hamza
Abbas
Zayd, Zaid
Salman
Abu Dharr, Abu Dhar
Ammar
Hafsah, Hafsa
Talhah, Talha
Zubayr, Zubair
Sahabah, sahaba
tabiin, tabi'in
salaf
ulama, ulema
alim, aalim
imam
shaykh, sheikh, shaikh, sheik, shaik
mufti
qadi, qazi
khalifah, khalifa
# Scholars and their books
Bukhari
Muslim
Abu Dawud, Abu Dawood
Tirmidhi
Nasai, Nasa'i
Ibn Majah, Ibn Maajah
Muwatta, Muwatta'
Musnad
Sunan
Riyad as-Salihin, Riyadh as-Saliheen
Nawawi
Malik
Ahmad, Ahmed
Shafi'i, Shafii
Abu Hanifah, Abu Hanifa
Hanafi
Maliki
Hanbali
Ibn Taymiyyah, Ibn Taymiyya
Ibn Qayyim
Ibn Kathir, Ibn Katheer
Tabari
Qurtubi
Ghazali
Ibn Hajar
Asqalani
Suyuti
Dhahabi
Ibn Rajab
Bayhaqi
Tabarani
Ibn Hibban
Ibn Khaldun
Sufyan
Thawri
# Phrases said in lectures
Bismillah
Alhamdulillah, al-hamdu lillah
SubhanAllah, subhan allah
MashaAllah, mashallah, masha allah
InshaAllah, inshallah, insha allah
Allahu akbar
la ilaha illallah
Astaghfirullah
JazakAllah, jazakallah
assalamu alaikum, assalamu alaykum, as-salamu alaykum
wa alaikum salam, wa alaykum as-salam
sallallahu alayhi wa sallam, sallallahu alaihi wasallam
alayhis salam, alaihis salam
radiyallahu anhu, radhiallahu anhu
radiyallahu anha, radhiallahu anha
rahimahullah
subhanahu wa taala, subhanahu wa ta'ala
barakAllahu feekum, barakallahu feekum
ameen
Ar-Rahman
Ar-Rahim, ar-raheem
`;
