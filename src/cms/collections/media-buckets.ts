import { uploadBucket } from './upload-bucket'

/** The site's public uploads, one bucket each (names and group: admin-labels/sidebar.ts). */
export const ServiceImages = uploadBucket('service-images', 'image', {
  en: 'Pictures shown with each service on What We Do.',
  ar: 'الصور المعروضة مع كل خدمة في صفحة «خدماتنا».',
})

export const TeamImages = uploadBucket('team-images', 'image', {
  en: 'Portraits of team members.',
  ar: 'الصور الشخصية لأعضاء الفريق.',
})

export const LogoTestimonials = uploadBucket('logo-testimonials', 'image', {
  en: 'Logos shown beside client testimonials.',
  ar: 'الشعارات المعروضة بجانب شهادات العملاء.',
})

export const HeroVideos = uploadBucket('hero-videos', 'video', {
  en: 'Background videos of the home hero slider (muted loops).',
  ar: 'فيديوهات خلفية شرائح الواجهة في الصفحة الرئيسية (مقاطع صامتة تتكرر).',
})

/** Posts once had only an image_url, but staff need to upload one. */
export const BlogImages = uploadBucket('blog-images', 'image', {
  en: 'Cover images of blog posts.',
  ar: 'صور أغلفة المقالات.',
})

/** The pictures shown when a page is shared (the SEO fields' share image). */
export const ShareImages = uploadBucket('share-images', 'image', {
  en: 'Pictures shown when a page is shared; 1200 × 630 pixels shows best.',
  ar: 'الصور التي تظهر عند مشاركة صفحة؛ وأفضل مقاس لها 1200 × 630 بكسل.',
})

/** Pictures of the sections of pages staff make (image beside text, video posters). */
export const PageImages = uploadBucket('page-images', 'image', {
  en: 'Pictures shown in the sections of pages (image beside text, video posters).',
  ar: 'الصور المعروضة في أقسام الصفحات (صورة بجانب نص، وصور أغلفة الفيديو).',
})

/** Videos visitors play on pages staff make (the video section). */
export const PageVideos = uploadBucket('page-videos', 'video', {
  en: 'Videos visitors play on pages (the video section).',
  ar: 'فيديوهات يشغّلها الزوار في الصفحات (قسم الفيديو).',
})
