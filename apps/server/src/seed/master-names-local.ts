/** Khmer and Burmese names of the seeded master rows, keyed by their English name (issue 15 point 3: migrant workers read master data in their own language). */
export const LOCAL_NAMES: Record<string, { nameKm: string; nameMy: string }> = {
  // Banks
  'Bangkok Bank': { nameKm: 'ធនាគារបាងកក', nameMy: 'ဘန်ကောက်ဘဏ်' },
  'Kasikornbank': { nameKm: 'ធនាគារកាស៊ីកន', nameMy: 'ကာစီကွန်ဘဏ်' },
  'Krung Thai Bank': { nameKm: 'ធនាគារក្រុងថៃ', nameMy: 'ကရုံထိုင်းဘဏ်' },
  'TMBThanachart Bank': { nameKm: 'ធនាគារ TMBThanachart', nameMy: 'TMBThanachart ဘဏ်' },
  'Siam Commercial Bank': { nameKm: 'ធនាគារពាណិជ្ជកម្មសៀម (SCB)', nameMy: 'ဆိုင်ယမ် ကွန်မာရှယ်ဘဏ် (SCB)' },
  'CIMB Thai Bank': { nameKm: 'ធនាគារ CIMB Thai', nameMy: 'CIMB Thai ဘဏ်' },
  'United Overseas Bank (Thai)': { nameKm: 'ធនាគារ UOB (ថៃ)', nameMy: 'UOB ဘဏ် (ထိုင်း)' },
  'Bank of Ayudhya (Krungsri)': { nameKm: 'ធនាគារអយុធ្យា (ក្រុងស្រី)', nameMy: 'အယုဒ္ဓယဘဏ် (ကရုံစရီ)' },
  'Government Savings Bank': { nameKm: 'ធនាគារសន្សំប្រាក់រដ្ឋាភិបាល (GSB)', nameMy: 'အစိုးရ ငွေစုဘဏ် (GSB)' },
  'Government Housing Bank': { nameKm: 'ធនាគារលំនៅដ្ឋានរដ្ឋាភិបាល (GHB)', nameMy: 'အစိုးရ အိမ်ရာဘဏ် (GHB)' },
  'Bank for Agriculture and Agricultural Cooperatives': { nameKm: 'ធនាគារកសិកម្ម និងសហករណ៍កសិកម្ម (BAAC)', nameMy: 'စိုက်ပျိုးရေးနှင့် စိုက်ပျိုးရေးသမဝါယမ ဘဏ် (BAAC)' },
  'Islamic Bank of Thailand': { nameKm: 'ធនាគារអ៊ីស្លាមនៃប្រទេសថៃ', nameMy: 'ထိုင်းနိုင်ငံ အစ္စလာမ်ဘဏ်' },
  'TISCO Bank': { nameKm: 'ធនាគារ TISCO', nameMy: 'TISCO ဘဏ်' },
  'Kiatnakin Phatra Bank': { nameKm: 'ធនាគារ Kiatnakin Phatra', nameMy: 'Kiatnakin Phatra ဘဏ်' },
  'Land and Houses Bank': { nameKm: 'ធនាគារ Land and Houses', nameMy: 'Land and Houses ဘဏ်' },

  // Leave types (the terms of packages/i18n km/my: maternity "លំហែមាតុភាព"/"မီးဖွားခွင့်", unpaid "គ្មានប្រាក់ឈ្នួល"/"လစာမဲ့ခွင့်")
  'Sick leave': { nameKm: 'ច្បាប់ឈប់សម្រាកឈឺ', nameMy: 'ဆေးခွင့်' },
  'Personal leave': { nameKm: 'ច្បាប់ឈប់សម្រាកដោយមានកិច្ចការផ្ទាល់ខ្លួន', nameMy: 'ကိုယ်ရေးကိစ္စခွင့်' },
  'Annual vacation': { nameKm: 'ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ', nameMy: 'နှစ်ပတ်လည်ခွင့်' },
  'Ordination leave': { nameKm: 'ច្បាប់ឈប់សម្រាកបួស', nameMy: 'ရဟန်းခံခွင့်' },
  'Maternity leave': { nameKm: 'ច្បាប់សម្រាកលំហែមាតុភាព', nameMy: 'မီးဖွားခွင့်' },
  'Paternity leave': { nameKm: 'ច្បាប់ឈប់សម្រាកបិតុភាព', nameMy: 'ဖခင်ခွင့်' },
  'Leave without pay': { nameKm: 'ច្បាប់ឈប់សម្រាកគ្មានប្រាក់ឈ្នួល', nameMy: 'လစာမဲ့ခွင့်' },

  // Holidays (2026 and 2027)
  "New Year's Day": { nameKm: 'ទិវាចូលឆ្នាំសកល', nameMy: 'နိုင်ငံတကာ နှစ်သစ်ကူးနေ့' },
  'Makha Bucha Day': { nameKm: 'ថ្ងៃបុណ្យមាឃបូជា', nameMy: 'မာဃပူဇာနေ့' },
  'Substitution for Makha Bucha Day': { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសថ្ងៃបុណ្យមាឃបូជា', nameMy: 'မာဃပူဇာနေ့ အစား အစားထိုးပိတ်ရက်' },
  'Chakri Memorial Day': { nameKm: 'ទិវារំលឹករាជវង្សចក្រី', nameMy: 'ချက်ကရီမင်းဆက် အောက်မေ့ဖွယ်နေ့' },
  'Songkran Festival': { nameKm: 'បុណ្យសង្ក្រាន្ត', nameMy: 'သင်္ကြန်ပွဲတော်' },
  'Songkran Festival (day 2)': { nameKm: 'បុណ្យសង្ក្រាន្ត (ថ្ងៃទីពីរ)', nameMy: 'သင်္ကြန်ပွဲတော် (ဒုတိယနေ့)' },
  'Songkran Festival (day 3)': { nameKm: 'បុណ្យសង្ក្រាន្ត (ថ្ងៃទីបី)', nameMy: 'သင်္ကြန်ပွဲတော် (တတိယနေ့)' },
  'National Labour Day': { nameKm: 'ទិវាពលកម្មជាតិ', nameMy: 'အမျိုးသား အလုပ်သမားနေ့' },
  'Substitution for National Labour Day': { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសទិវាពលកម្មជាតិ', nameMy: 'အမျိုးသား အလုပ်သမားနေ့ အစား အစားထိုးပိတ်ရက်' },
  'Coronation Day': { nameKm: 'ទិវាព្រះរាជពិធីគ្រងរាជ្យ', nameMy: 'နန်းတက်ပွဲ အထိမ်းအမှတ်နေ့' },
  'Visakha Bucha Day': { nameKm: 'ថ្ងៃបុណ្យវិសាខបូជា', nameMy: 'ဝိသာခပူဇာနေ့ (ဗုဒ္ဓနေ့)' },
  'Substitution for Visakha Bucha Day': { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសថ្ងៃបុណ្យវិសាខបូជា', nameMy: 'ဝိသာခပူဇာနေ့ အစား အစားထိုးပိတ်ရက်' },
  "H.M. Queen Suthida's Birthday": { nameKm: 'ទិវាចម្រើនព្រះជន្មសម្ដេចព្រះមហាក្សត្រីសុធិតា', nameMy: 'ဘုရင်မ ဆုသီဒါ၏ မွေးနေ့' },
  "H.M. King's Birthday": { nameKm: 'ទិវាចម្រើនព្រះជន្មព្រះមហាក្សត្រ', nameMy: 'ဘုရင်မင်းမြတ်၏ မွေးနေ့' },
  'Asarnha Bucha Day': { nameKm: 'ថ្ងៃបុណ្យអាសាឡ្ហបូជា', nameMy: 'အာသာဠှပူဇာနေ့ (ဓမ္မစကြာနေ့)' },
  'Substitution for Asarnha Bucha Day': { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសថ្ងៃបុណ្យអាសាឡ្ហបូជា', nameMy: 'အာသာဠှပူဇာနေ့ အစား အစားထိုးပိတ်ရက်' },
  "H.M. Queen Mother's Birthday and Mother's Day": { nameKm: 'ទិវាចម្រើនព្រះជន្មសម្ដេចព្រះវររាជមាតា និងទិវាមាតា', nameMy: 'မယ်တော် ဘုရင်မကြီး၏ မွေးနေ့နှင့် မိခင်များနေ့' },
  'King Bhumibol Memorial Day': { nameKm: 'ទិវារំលឹកព្រះមហាក្សត្រភូមិពល', nameMy: 'ဘုရင် ဘူမိဘော အောက်မေ့ဖွယ်နေ့' },
  'Chulalongkorn Day': { nameKm: 'ទិវារំលឹកព្រះបាទចុល្លាលង្ករណ៍', nameMy: 'ဘုရင် ချူလာလောင်ကွန်း အောက်မေ့ဖွယ်နေ့' },
  'Substitution for Chulalongkorn Day': { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសទិវារំលឹកព្រះបាទចុល្លាលង្ករណ៍', nameMy: 'ဘုရင် ချူလာလောင်ကွန်း အောက်မေ့ဖွယ်နေ့ အစား အစားထိုးပိတ်ရက်' },
  "King Bhumibol's Birthday and Father's Day": { nameKm: 'ទិវាខួបព្រះរាជសម្ភពព្រះមហាក្សត្រភូមិពល និងទិវាបិតា', nameMy: 'ဘုရင် ဘူမိဘော၏ မွေးနေ့နှင့် ဖခင်များနေ့' },
  "Substitution for Father's Day": { nameKm: 'ថ្ងៃឈប់សម្រាកសងជំនួសទិវាបិតា', nameMy: 'ဖခင်များနေ့ အစား အစားထိုးပိတ်ရက်' },
  'Constitution Day': { nameKm: 'ទិវារដ្ឋធម្មនុញ្ញ', nameMy: 'ဖွဲ့စည်းပုံ အခြေခံဥပဒေနေ့' },
  "New Year's Eve": { nameKm: 'ថ្ងៃចុងឆ្នាំ', nameMy: 'နှစ်ကုန်နေ့' },

  // Working times
  'Day shift 08:00-17:00': { nameKm: 'វេនថ្ងៃ 08:00-17:00', nameMy: 'နေ့ဆိုင်း 08:00-17:00' },
  'Office hours 09:00-18:00': { nameKm: 'ម៉ោងការិយាល័យ 09:00-18:00', nameMy: 'ရုံးချိန် 09:00-18:00' },
  'Night shift 22:00-06:00': { nameKm: 'វេនយប់ 22:00-06:00', nameMy: 'ညဆိုင်း 22:00-06:00' },
  'Day off': { nameKm: 'ថ្ងៃឈប់សម្រាក', nameMy: 'ပိတ်ရက်' },

  // Income and deduction items
  'Overtime': { nameKm: 'ប្រាក់ម៉ោងបន្ថែម (OT)', nameMy: 'အချိန်ပိုကြေး (OT)' },
  'Position allowance': { nameKm: 'ប្រាក់ឧបត្ថម្ភមុខតំណែង', nameMy: 'ရာထူးစရိတ်' },
  'Diligence allowance': { nameKm: 'ប្រាក់រង្វាន់ឧស្សាហ៍ព្យាយាម', nameMy: 'ရက်မှန်ကြေး' },
  'Shift allowance': { nameKm: 'ប្រាក់ឧបត្ថម្ភវេន', nameMy: 'အဆိုင်းစရိတ်' },
  'Travel allowance': { nameKm: 'ប្រាក់ឧបត្ថម្ភធ្វើដំណើរ', nameMy: 'ခရီးစရိတ်' },
  'Bonus': { nameKm: 'ប្រាក់រង្វាន់ប្រចាំឆ្នាំ (Bonus)', nameMy: 'ဘောနပ်စ်' },
  'Commission': { nameKm: 'ប្រាក់កម្រៃជើងសារ', nameMy: 'ကော်မရှင်ခ' },
  'Social security contribution': { nameKm: 'ភាគទានសន្តិសុខសង្គម', nameMy: 'လူမှုဖူလုံရေး ထည့်ဝင်ငွေ' },
  'Withholding tax': { nameKm: 'ពន្ធកាត់ទុក', nameMy: 'ကြိုတင်ဖြတ်တောက် ဝင်ငွေခွန်' },
  'Provident fund': { nameKm: 'មូលនិធិបម្រុងចិញ្ចឹមជីវិត', nameMy: 'ထောက်ပံ့ရန်ပုံငွေ' },
  'Student loan (e-PaySLF)': { nameKm: 'ប្រាក់កម្ចីសម្រាប់ការសិក្សា (e-PaySLF)', nameMy: 'ပညာသင် ချေးငွေ (e-PaySLF)' },
  'Cooperative shares': { nameKm: 'ភាគហ៊ុនសហករណ៍សន្សំ', nameMy: 'ငွေစုသမဝါယမ အစုရှယ်ယာ' },
  'Absence deduction': { nameKm: 'ការកាត់ប្រាក់អវត្តមាន', nameMy: 'အလုပ်ပျက်ရက် ဖြတ်တောက်ငွေ' },
  'Late deduction': { nameKm: 'ការកាត់ប្រាក់មកយឺត', nameMy: 'နောက်ကျ ဖြတ်တောက်ငွေ' },
  'Legal execution (garnishment)': { nameKm: 'ការកាត់ប្រាក់ខែតាមដីកាអនុវត្តសាលក្រម', nameMy: 'တရားရုံးအမိန့်အရ လစာဖြတ်တောက်ငွေ' },

  // Tax allowances
  'Employment expenses': { nameKm: 'ចំណាយលើប្រាក់ចំណូលពីការងារ', nameMy: 'အလုပ်အကိုင်ဝင်ငွေ စရိတ်နုတ်ယူငွေ' },
  'Personal allowance': { nameKm: 'ការកាត់បន្ថយពន្ធផ្ទាល់ខ្លួន', nameMy: 'ကိုယ်ပိုင် အခွန်သက်သာခွင့်' },
  'Spouse without income': { nameKm: 'ប្ដីឬប្រពន្ធដែលគ្មានប្រាក់ចំណូល', nameMy: 'ဝင်ငွေမရှိသော ဇနီး/ခင်ပွန်း' },
  'Child': { nameKm: 'កូន', nameMy: 'သားသမီး' },
  'Second or later child born 2018 or later': { nameKm: 'កូនទីពីរតទៅ ដែលកើតចាប់ពីឆ្នាំ 2018', nameMy: '2018 ခုနှစ်နှင့် နောက်ပိုင်း မွေးသော ဒုတိယ သားသမီးနှင့် အထက်' },
  'Parent': { nameKm: 'ឪពុកម្ដាយ', nameMy: 'မိဘ' },
  'Social security contributions': { nameKm: 'ភាគទានសន្តិសុខសង្គម', nameMy: 'လူမှုဖူလုံရေး ထည့်ဝင်ငွေ' },
  'Provident fund contributions': { nameKm: 'ភាគទានមូលនិធិបម្រុងចិញ្ចឹមជីវិត', nameMy: 'ထောက်ပံ့ရန်ပုံငွေ ထည့်ဝင်ငွေ' },
  'Life insurance premiums': { nameKm: 'បុព្វលាភធានារ៉ាប់រងអាយុជីវិត', nameMy: 'အသက်အာမခံ ပရီမီယံ' },
  'Health insurance premiums': { nameKm: 'បុព្វលាភធានារ៉ាប់រងសុខភាព', nameMy: 'ကျန်းမာရေးအာမခံ ပရီမီယံ' },

  // Payment dates
  'Monthly, paid on the 25th': { nameKm: 'ប្រចាំខែ បើកប្រាក់ថ្ងៃទី 25', nameMy: 'လစဉ်၊ 25 ရက်နေ့တွင် ထုတ်ပေး' },
  'Monthly, paid on the last day': { nameKm: 'ប្រចាំខែ បើកប្រាក់ថ្ងៃចុងខែ', nameMy: 'လစဉ်၊ လကုန်ရက်တွင် ထုတ်ပေး' },

  // Employment types
  'Permanent': { nameKm: 'បុគ្គលិកអចិន្ត្រៃយ៍', nameMy: 'အမြဲတမ်းဝန်ထမ်း' },
  'Probation': { nameKm: 'បុគ្គលិកសាកល្បងការងារ', nameMy: 'အစမ်းခန့်ဝန်ထမ်း' },
  'Contract': { nameKm: 'បុគ្គលិកកិច្ចសន្យា', nameMy: 'စာချုပ်ဝန်ထမ်း' },
  'Daily': { nameKm: 'បុគ្គលិកប្រចាំថ្ងៃ', nameMy: 'နေ့စားဝန်ထမ်း' },
  'Part-time': { nameKm: 'បុគ្គលិកក្រៅម៉ោង', nameMy: 'အချိန်ပိုင်းဝန်ထမ်း' },
  'Intern': { nameKm: 'និស្សិតកម្មសិក្សា', nameMy: 'အလုပ်သင်' },

  // Document file types
  'Citizen ID card': { nameKm: 'អត្តសញ្ញាណប័ណ្ណ', nameMy: 'နိုင်ငံသား မှတ်ပုံတင်ကတ်' },
  'House registration': { nameKm: 'សៀវភៅគ្រួសារ', nameMy: 'အိမ်ထောင်စုစာရင်း' },
  'Passport': { nameKm: 'លិខិតឆ្លងដែន', nameMy: 'နိုင်ငံကူးလက်မှတ်' },
  'Work permit': { nameKm: 'ប័ណ្ណការងារ', nameMy: 'အလုပ်လုပ်ခွင့်ပါမစ်' },
  'Educational certificate': { nameKm: 'សញ្ញាបត្រការសិក្សា', nameMy: 'ပညာအရည်အချင်း လက်မှတ်' },
  'Bank book': { nameKm: 'សៀវភៅធនាគារ', nameMy: 'ဘဏ်စာအုပ်' },
  'Medical certificate': { nameKm: 'លិខិតបញ្ជាក់ពីគ្រូពេទ្យ', nameMy: 'ဆေးလက်မှတ်' },
  'Employment contract': { nameKm: 'កិច្ចសន្យាការងារ', nameMy: 'အလုပ်ခန့်စာချုပ်' },

  // Warning letter types
  'Late arrival': { nameKm: 'មកធ្វើការយឺត', nameMy: 'အလုပ်နောက်ကျခြင်း' },
  'Absence without notice': { nameKm: 'អវត្តមានដោយមិនជូនដំណឹង', nameMy: 'အကြောင်းမကြားဘဲ ပျက်ကွက်ခြင်း' },
  'Breach of work rules': { nameKm: 'ការរំលោភបទបញ្ជាការងារ', nameMy: 'လုပ်ငန်းစည်းမျဉ်း ချိုးဖောက်ခြင်း' },
  'Negligence at work': { nameKm: 'ការធ្វេសប្រហែសក្នុងការងារ', nameMy: 'အလုပ်တွင် ပေါ့လျော့ခြင်း' },
  'Improper conduct': { nameKm: 'អាកប្បកិរិយាមិនសមរម្យ', nameMy: 'မသင့်လျော်သော အပြုအမူ' },

  // Social security hospitals
  'Rajavithi Hospital': { nameKm: 'មន្ទីរពេទ្យរាជវិថី', nameMy: 'ရာဇဝီထိ ဆေးရုံ' },
  'Police General Hospital': { nameKm: 'មន្ទីរពេទ្យប៉ូលិស', nameMy: 'ရဲဆေးရုံကြီး' },
  'Lerdsin Hospital': { nameKm: 'មន្ទីរពេទ្យឡឺតស៊ីន', nameMy: 'လိတ်စင် ဆေးရုံ' },
  'Nopparat Rajathanee Hospital': { nameKm: 'មន្ទីរពេទ្យនព្វរ័ត្នរាជធានី', nameMy: 'နော့ပရတ် ရာဇဓာနီ ဆေးရုံ' },
  'Samut Prakan Hospital': { nameKm: 'មន្ទីរពេទ្យសមុទ្រប្រាការ', nameMy: 'ဆမွတ်ပရာကန် ဆေးရုံ' },
  'Chonburi Hospital': { nameKm: 'មន្ទីរពេទ្យជលបុរី', nameMy: 'ချွန်ဘူရီ ဆေးရုံ' },
  'Nakhon Pathom Hospital': { nameKm: 'មន្ទីរពេទ្យនគរបឋម', nameMy: 'နခွန်ပထုံ ဆေးရုံ' },
  'Sawanpracharak Hospital': { nameKm: 'មន្ទីរពេទ្យសួគ៌ប្រជារក្ស', nameMy: 'ဆဝမ်ပရာချာရက် ဆေးရုံ' },

  // Departments
  'Human Resources': { nameKm: 'ផ្នែកធនធានមនុស្ស', nameMy: 'လူ့စွမ်းအားအရင်းအမြစ်ဌာန' },
  'Accounting': { nameKm: 'ផ្នែកគណនេយ្យ', nameMy: 'စာရင်းဌာန' },
  'Production': { nameKm: 'ផ្នែកផលិតកម្ម', nameMy: 'ထုတ်လုပ်ရေးဌာန' },
  'Warehouse': { nameKm: 'ផ្នែកឃ្លាំង', nameMy: 'ဂိုဒေါင်ဌာန' },
  'Sales': { nameKm: 'ផ្នែកលក់', nameMy: 'အရောင်းဌာန' },
  'Information Technology': { nameKm: 'ផ្នែកព័ត៌មានវិទ្យា', nameMy: 'သတင်းအချက်အလက်နည်းပညာဌာန' },

  // Positions
  'Manager': { nameKm: 'អ្នកគ្រប់គ្រង', nameMy: 'မန်နေဂျာ' },
  'Supervisor': { nameKm: 'ប្រធានក្រុមការងារ', nameMy: 'ကြီးကြပ်သူ' },
  'Assistant Supervisor': { nameKm: 'ជំនួយការប្រធានក្រុមការងារ', nameMy: 'လက်ထောက်ကြီးကြပ်သူ' },
  'HR Officer': { nameKm: 'មន្ត្រីធនធានមនុស្ស', nameMy: 'လူ့စွမ်းအားအရင်းအမြစ် အရာရှိ' },
  'Accountant': { nameKm: 'គណនេយ្យករ', nameMy: 'စာရင်းကိုင်' },
  'Officer': { nameKm: 'បុគ្គលិកការិយាល័យ', nameMy: 'ရုံးဝန်ထမ်း' },
  'Operator': { nameKm: 'កម្មករផលិតកម្ម', nameMy: 'ထုတ်လုပ်ရေး ဝန်ထမ်း' },
  'Driver': { nameKm: 'អ្នកបើកបរ', nameMy: 'ယာဉ်မောင်း' },
  'Sales Executive': { nameKm: 'បុគ្គលិកផ្នែកលក់', nameMy: 'အရောင်းဝန်ထမ်း' },
  'System Administrator': { nameKm: 'អ្នកគ្រប់គ្រងប្រព័ន្ធ', nameMy: 'စနစ်စီမံခန့်ခွဲသူ' },

  // Brands (proper names, kept in Latin script)
  'Dell': { nameKm: 'Dell', nameMy: 'Dell' },
  'HP': { nameKm: 'HP', nameMy: 'HP' },
  'Lenovo': { nameKm: 'Lenovo', nameMy: 'Lenovo' },
  'Apple': { nameKm: 'Apple', nameMy: 'Apple' },
  'Samsung': { nameKm: 'Samsung', nameMy: 'Samsung' },
  'Canon': { nameKm: 'Canon', nameMy: 'Canon' },
  '3M': { nameKm: '3M', nameMy: '3M' },

  // Categories
  'Computer': { nameKm: 'កុំព្យូទ័រ', nameMy: 'ကွန်ပျူတာ' },
  'Mobile phone': { nameKm: 'ទូរស័ព្ទដៃ', nameMy: 'မိုဘိုင်းဖုန်း' },
  'Office supplies': { nameKm: 'សម្ភារៈការិយាល័យ', nameMy: 'ရုံးသုံးပစ္စည်း' },
  'Safety equipment': { nameKm: 'ឧបករណ៍សុវត្ថិភាព', nameMy: 'ဘေးကင်းရေး ကိရိယာ' },
  'Uniform': { nameKm: 'ឯកសណ្ឋាន', nameMy: 'ယူနီဖောင်း' },

  // Meeting rooms
  'Chao Phraya room': { nameKm: 'បន្ទប់ចៅព្រះយា', nameMy: 'ချောင်ဖရာယာ အခန်း' },
  'Ping room': { nameKm: 'បន្ទប់ពីង', nameMy: 'ပင်း အခန်း' },
  'Nan room': { nameKm: 'បន្ទប់ណាន', nameMy: 'နာန် အခန်း' },
  'Training hall': { nameKm: 'សាលបណ្តុះបណ្តាល', nameMy: 'သင်တန်းခန်းမ' },

  // Items
  'Notebook Latitude 5450': { nameKm: 'កុំព្យូទ័រយួរដៃ Latitude 5450', nameMy: 'လက်ပ်တော့ Latitude 5450' },
  'Notebook ThinkPad E14': { nameKm: 'កុំព្យូទ័រយួរដៃ ThinkPad E14', nameMy: 'လက်ပ်တော့ ThinkPad E14' },
  'MacBook Air 13"': { nameKm: 'MacBook Air 13 អ៊ីញ', nameMy: 'MacBook Air 13 လက်မ' },
  'Galaxy A55': { nameKm: 'ទូរស័ព្ទ Galaxy A55', nameMy: 'Galaxy A55 ဖုန်း' },
  'Laser printer LBP6030': { nameKm: 'ម៉ាស៊ីនបោះពុម្ពឡាស៊ែរ LBP6030', nameMy: 'လေဆာပရင်တာ LBP6030' },
  'Safety helmet H-700': { nameKm: 'មួកសុវត្ថិភាព H-700', nameMy: 'ဘေးကင်းရေး ဦးထုပ် H-700' },
};
