/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Art_City_AlexandriaInputs */
/** @typedef {{}} About_Art_City_AswanInputs */
/** @typedef {{}} About_Art_City_CairoInputs */
/** @typedef {{}} About_Art_City_HurghadaInputs */
/** @typedef {{}} About_Art_City_LuxorInputs */
/** @typedef {{}} About_Closing_LeadInputs */
/** @typedef {{}} About_Closing_PrimaryInputs */
/** @typedef {{}} About_Closing_Primary_Logged_InInputs */
/** @typedef {{}} About_Closing_SecondaryInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Closing_TitleInputs */
/** @typedef {{}} About_Fact_1_LabelInputs */
/** @typedef {{}} About_Fact_1_ValueInputs */
/** @typedef {{}} About_Fact_2_LabelInputs */
/** @typedef {{}} About_Fact_2_ValueInputs */
/** @typedef {{}} About_Fact_3_LabelInputs */
/** @typedef {{}} About_Hero_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Hero_LeadInputs */
/** @typedef {{}} About_Hero_TitleInputs */
/** @typedef {{}} About_Mission_LabelInputs */
/** @typedef {{}} About_Mission_TextInputs */
/** @typedef {{}} About_Mission_TitleInputs */
/** @typedef {{}} About_Purpose_LabelInputs */
/** @typedef {{}} About_Service_1_TextInputs */
/** @typedef {{}} About_Service_1_TitleInputs */
/** @typedef {{}} About_Service_2_TextInputs */
/** @typedef {{}} About_Service_2_TitleInputs */
/** @typedef {{}} About_Service_3_TextInputs */
/** @typedef {{}} About_Service_3_TitleInputs */
/** @typedef {{}} About_Service_4_TextInputs */
/** @typedef {{}} About_Service_4_TitleInputs */
/** @typedef {{}} About_Service_5_TextInputs */
/** @typedef {{}} About_Service_5_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} About_Service_6_TextInputs */
/** @typedef {{}} About_Service_6_TitleInputs */
/** @typedef {{}} About_Services_EyebrowInputs */
/** @typedef {{}} About_Services_LeadInputs */
/** @typedef {{}} About_Services_TitleInputs */
/** @typedef {{}} About_Vision_LabelInputs */
/** @typedef {{}} About_Vision_TextInputs */
/** @typedef {{}} About_Vision_TitleInputs */
/** @typedef {{}} Art_Booking_Week_BarreInputs */
/** @typedef {{}} Art_Booking_Week_BookedInputs */
/** @typedef {{}} Art_Booking_Week_BookingsInputs */
/** @typedef {{}} Art_Booking_Week_Class_FullInputs */
/** @typedef {{}} Art_Booking_Week_Day_FriInputs */
/** @typedef {{}} Art_Booking_Week_Day_MonInputs */
/** @typedef {{}} Art_Booking_Week_Day_SatInputs */
/** @typedef {{}} Art_Booking_Week_Day_SunInputs */
/** @typedef {{}} Art_Booking_Week_Day_ThuInputs */
/** @typedef {{}} Art_Booking_Week_Day_TueInputs */
/** @typedef {{}} Art_Booking_Week_Day_WedInputs */
/** @typedef {{}} Art_Booking_Week_HiitInputs */
/** @typedef {{}} Art_Booking_Week_New_BookingInputs */
/** @typedef {{}} Art_Booking_Week_New_Booking_DetailInputs */
/** @typedef {{}} Art_Booking_Week_SpaInputs */
/** @typedef {{}} Art_Booking_Week_SpinInputs */
/** @typedef {{}} Art_Booking_Week_TitleInputs */
/** @typedef {{}} Art_Booking_Week_YogaInputs */
/** @typedef {{}} Business_Types_Crossfit_BoxInputs */
/** @typedef {{}} Business_Types_Dance_StudioInputs */
/** @typedef {{}} Business_Types_Fitness_StudioInputs */
/** @typedef {{}} Business_Types_GymInputs */
/** @typedef {{}} Business_Types_Martial_ArtsInputs */
/** @typedef {{}} Business_Types_OtherInputs */
/** @typedef {{}} Business_Types_Outdoor_ClassesInputs */
/** @typedef {{}} Business_Types_Personal_TrainerInputs */
/** @typedef {{}} Business_Types_Pilates_StudioInputs */
/** @typedef {{}} Business_Types_SalonInputs */
/** @typedef {{}} Business_Types_SpaInputs */
/** @typedef {{}} Business_Types_Sports_AcademyInputs */
/** @typedef {{}} Business_Types_SwimmingInputs */
/** @typedef {{}} Business_Types_Wellness_CenterInputs */
/** @typedef {{}} Business_Types_Yoga_StudioInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Availability_AnswerInputs */
/** @typedef {{}} Faq_Business_1_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_2_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_3_AnswerInputs */
/** @typedef {{}} Faq_Business_3_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Business_4_QuestionInputs */
/** @typedef {{}} Faq_Business_5_Answer_1Inputs */
/** @typedef {{}} Faq_Business_5_Answer_2Inputs */
/** @typedef {{}} Faq_Business_5_QuestionInputs */
/** @typedef {{}} Faq_Business_6_AnswerInputs */
/** @typedef {{}} Faq_Business_6_QuestionInputs */
/** @typedef {{}} Faq_Business_7_AnswerInputs */
/** @typedef {{}} Faq_Business_7_QuestionInputs */
/** @typedef {{}} Faq_Business_8_AnswerInputs */
/** @typedef {{}} Faq_Business_8_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Cost_Answer_1Inputs */
/** @typedef {{}} Faq_Cost_Answer_2Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Get_Paid_Answer_1Inputs */
/** @typedef {{}} Faq_Get_Paid_Answer_2Inputs */
/** @typedef {{}} Faq_Member_1_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_2_AnswerInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_2_QuestionInputs */
/** @typedef {{}} Faq_Member_3_AnswerInputs */
/** @typedef {{}} Faq_Member_3_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_4_AnswerInputs */
/** @typedef {{}} Faq_Member_4_QuestionInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Faq_Member_5_QuestionInputs */
/** @typedef {{ supportEmail: NonNullable<unknown> }} Faq_Member_6_AnswerInputs */
/** @typedef {{}} Faq_Member_6_QuestionInputs */
/** @typedef {{}} Faq_Member_7_AnswerInputs */
/** @typedef {{}} Faq_Member_7_QuestionInputs */
/** @typedef {{}} Home_Art_Bootcamp_PlaceInputs */
/** @typedef {{}} Home_Art_Bootcamp_TimeInputs */
/** @typedef {{}} Home_Art_Bootcamp_TitleInputs */
/** @typedef {{}} Home_Art_CapacityInputs */
/** @typedef {{}} Home_Art_Chip_BookInputs */
/** @typedef {{}} Home_Art_Chip_BookedInputs */
/** @typedef {{}} Home_Art_Chip_FullInputs */
/** @typedef {{}} Home_Art_Chip_LeftInputs */
/** @typedef {{}} Home_Art_Day_MonInputs */
/** @typedef {{}} Home_Art_Day_SatInputs */
/** @typedef {{}} Home_Art_Day_SunInputs */
/** @typedef {{}} Home_Art_Day_TueInputs */
/** @typedef {{}} Home_Art_Day_WedInputs */
/** @typedef {{}} Home_Art_EarningsInputs */
/** @typedef {{}} Home_Art_Earnings_TitleInputs */
/** @typedef {{}} Home_Art_GreetingInputs */
/** @typedef {{}} Home_Art_Hammam_PlaceInputs */
/** @typedef {{}} Home_Art_Hammam_TimeInputs */
/** @typedef {{}} Home_Art_Hammam_TitleInputs */
/** @typedef {{}} Home_Art_New_BookingInputs */
/** @typedef {{}} Home_Art_New_Booking_DetailInputs */
/** @typedef {{}} Home_Art_Reformer_PlaceInputs */
/** @typedef {{}} Home_Art_Reformer_TimeInputs */
/** @typedef {{}} Home_Art_Reformer_TitleInputs */
/** @typedef {{}} Home_Art_Spots_LeftInputs */
/** @typedef {{}} Home_Art_Sunrise_PlaceInputs */
/** @typedef {{}} Home_Art_Sunrise_TimeInputs */
/** @typedef {{}} Home_Art_Sunrise_TitleInputs */
/** @typedef {{}} Home_Art_TodayInputs */
/** @typedef {{}} Home_Benefits_1_TextInputs */
/** @typedef {{}} Home_Benefits_1_TitleInputs */
/** @typedef {{}} Home_Benefits_2_TextInputs */
/** @typedef {{}} Home_Benefits_2_TitleInputs */
/** @typedef {{}} Home_Benefits_3_TextInputs */
/** @typedef {{}} Home_Benefits_3_TitleInputs */
/** @typedef {{}} Home_Benefits_4_TextInputs */
/** @typedef {{}} Home_Benefits_4_TitleInputs */
/** @typedef {{}} Home_Benefits_5_TextInputs */
/** @typedef {{}} Home_Benefits_5_TitleInputs */
/** @typedef {{}} Home_Benefits_6_TextInputs */
/** @typedef {{}} Home_Benefits_6_TitleInputs */
/** @typedef {{}} Home_Benefits_EyebrowInputs */
/** @typedef {{}} Home_Benefits_LeadInputs */
/** @typedef {{}} Home_Benefits_TitleInputs */
/** @typedef {{}} Home_Earnings_EyebrowInputs */
/** @typedef {{}} Home_Earnings_Find_OutInputs */
/** @typedef {{}} Home_Earnings_Get_StartedInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Earnings_LeadInputs */
/** @typedef {{}} Home_Earnings_TitleInputs */
/** @typedef {{}} Home_Gallery_EyebrowInputs */
/** @typedef {{}} Home_Gallery_Gym_TextInputs */
/** @typedef {{}} Home_Gallery_Gym_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Gallery_LeadInputs */
/** @typedef {{}} Home_Gallery_Outdoor_TextInputs */
/** @typedef {{}} Home_Gallery_Outdoor_TitleInputs */
/** @typedef {{}} Home_Gallery_Salon_TextInputs */
/** @typedef {{}} Home_Gallery_Salon_TitleInputs */
/** @typedef {{}} Home_Gallery_Spa_TextInputs */
/** @typedef {{}} Home_Gallery_Spa_TitleInputs */
/** @typedef {{}} Home_Gallery_Studio_TextInputs */
/** @typedef {{}} Home_Gallery_Studio_TitleInputs */
/** @typedef {{}} Home_Gallery_TitleInputs */
/** @typedef {{}} Home_Gallery_Yoga_TextInputs */
/** @typedef {{}} Home_Gallery_Yoga_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Hero_EyebrowInputs */
/** @typedef {{}} Home_Hero_Highlight_1Inputs */
/** @typedef {{}} Home_Hero_Highlight_2Inputs */
/** @typedef {{}} Home_Hero_Highlight_3Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Hero_LeadInputs */
/** @typedef {{}} Home_Hero_Primary_Logged_InInputs */
/** @typedef {{}} Home_Hero_Primary_Logged_OutInputs */
/** @typedef {{}} Home_Hero_SecondaryInputs */
/** @typedef {{}} Home_Hero_TitleInputs */
/** @typedef {{}} Home_Partner_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Partner_LeadInputs */
/** @typedef {{}} Home_Partner_Studio_LabelInputs */
/** @typedef {{}} Home_Partner_Studio_TextInputs */
/** @typedef {{}} Home_Partner_Studio_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Home_Partner_TitleInputs */
/** @typedef {{}} Home_Partner_Venue_LabelInputs */
/** @typedef {{}} Home_Partner_Venue_TextInputs */
/** @typedef {{}} Home_Partner_Venue_TitleInputs */
/** @typedef {{}} How_Art_Booked_Add_To_CalendarInputs */
/** @typedef {{}} How_Art_Booked_ClassInputs */
/** @typedef {{}} How_Art_Booked_Class_LabelInputs */
/** @typedef {{}} How_Art_Booked_PlaceInputs */
/** @typedef {{}} How_Art_Booked_SpotInputs */
/** @typedef {{}} How_Art_Booked_SubtitleInputs */
/** @typedef {{}} How_Art_Booked_TitleInputs */
/** @typedef {{}} How_Art_Booked_WhenInputs */
/** @typedef {{}} How_Art_Booked_When_LabelInputs */
/** @typedef {{}} How_Art_Routine_AddInputs */
/** @typedef {{}} How_Art_Routine_Mon_DayInputs */
/** @typedef {{}} How_Art_Routine_Mon_TitleInputs */
/** @typedef {{}} How_Art_Routine_Sat_DayInputs */
/** @typedef {{}} How_Art_Routine_Sat_TitleInputs */
/** @typedef {{}} How_Art_Routine_SavedInputs */
/** @typedef {{}} How_Art_Routine_Saved_TitleInputs */
/** @typedef {{}} How_Art_Routine_SessionsInputs */
/** @typedef {{}} How_Art_Routine_Thu_DayInputs */
/** @typedef {{}} How_Art_Routine_Thu_TitleInputs */
/** @typedef {{}} How_Art_Routine_TitleInputs */
/** @typedef {{}} How_Art_Routine_Wed_DayInputs */
/** @typedef {{}} How_Art_Routine_Wed_TitleInputs */
/** @typedef {{}} How_Businesses_Faq_EyebrowInputs */
/** @typedef {{}} How_Businesses_Faq_TitleInputs */
/** @typedef {{}} How_Businesses_Step_1_TextInputs */
/** @typedef {{}} How_Businesses_Step_1_TitleInputs */
/** @typedef {{}} How_Businesses_Step_2_TextInputs */
/** @typedef {{}} How_Businesses_Step_2_TitleInputs */
/** @typedef {{}} How_Businesses_Step_3_TextInputs */
/** @typedef {{}} How_Businesses_Step_3_TitleInputs */
/** @typedef {{}} How_Businesses_Steps_EyebrowInputs */
/** @typedef {{}} How_Businesses_Steps_TitleInputs */
/** @typedef {{}} How_Download_EyebrowInputs */
/** @typedef {{}} How_Download_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Download_TitleInputs */
/** @typedef {{}} How_Get_Started_LeadInputs */
/** @typedef {{}} How_Get_Started_Logged_InInputs */
/** @typedef {{}} How_Get_Started_Logged_OutInputs */
/** @typedef {{}} How_Get_Started_TitleInputs */
/** @typedef {{}} How_Hero_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Hero_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Hero_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_About_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_About_Paragraph_1Inputs */
/** @typedef {{}} How_Members_About_Paragraph_2Inputs */
/** @typedef {{}} How_Members_About_Point_1Inputs */
/** @typedef {{}} How_Members_About_Point_2Inputs */
/** @typedef {{}} How_Members_About_Point_3Inputs */
/** @typedef {{}} How_Members_About_TitleInputs */
/** @typedef {{}} How_Members_Faq_EyebrowInputs */
/** @typedef {{}} How_Members_Faq_TitleInputs */
/** @typedef {{}} How_Members_Step_1_TextInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_Step_1_TitleInputs */
/** @typedef {{}} How_Members_Step_2_TextInputs */
/** @typedef {{}} How_Members_Step_2_TitleInputs */
/** @typedef {{}} How_Members_Step_3_TextInputs */
/** @typedef {{}} How_Members_Step_3_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Members_Steps_EyebrowInputs */
/** @typedef {{}} How_Members_Steps_TitleInputs */
/** @typedef {{}} How_Next_Step_1Inputs */
/** @typedef {{}} How_Next_Step_2Inputs */
/** @typedef {{}} How_Next_Step_3Inputs */
/** @typedef {{}} How_Next_Step_EyebrowInputs */
/** @typedef {{}} How_Next_Step_LeadInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Next_Step_TitleInputs */
/** @typedef {{}} How_Signup_Bullet_1Inputs */
/** @typedef {{}} How_Signup_Bullet_2Inputs */
/** @typedef {{}} How_Signup_Bullet_3Inputs */
/** @typedef {{}} How_Signup_Bullet_4Inputs */
/** @typedef {{}} How_Signup_Card_TextInputs */
/** @typedef {{}} How_Signup_Card_TitleInputs */
/** @typedef {{}} How_Signup_CtaInputs */
/** @typedef {{}} How_Signup_EyebrowInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Signup_LeadInputs */
/** @typedef {{}} How_Signup_TitleInputs */
/** @typedef {{}} How_Tabs_BusinessesInputs */
/** @typedef {{}} How_Tabs_LabelInputs */
/** @typedef {{ productName: NonNullable<unknown> }} How_Tabs_MembersInputs */
/** @typedef {{}} Nav_About_UsInputs */
/** @typedef {{}} Nav_Contact_UsInputs */
/** @typedef {{}} Nav_How_It_WorksInputs */


export const about_art_city_alexandria = /** @type {(inputs: About_Art_City_AlexandriaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alexandria`)
};

export const about_art_city_aswan = /** @type {(inputs: About_Art_City_AswanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aswan`)
};

export const about_art_city_cairo = /** @type {(inputs: About_Art_City_CairoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cairo`)
};

export const about_art_city_hurghada = /** @type {(inputs: About_Art_City_HurghadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hurghada`)
};

export const about_art_city_luxor = /** @type {(inputs: About_Art_City_LuxorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luxor`)
};

export const about_closing_lead = /** @type {(inputs: About_Closing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free business account, or talk to our team about what we can do for your business.`)
};

export const about_closing_primary = /** @type {(inputs: About_Closing_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free business account`)
};

export const about_closing_primary_logged_in = /** @type {(inputs: About_Closing_Primary_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how it works`)
};

export const about_closing_secondary = /** @type {(inputs: About_Closing_SecondaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const about_closing_title = /** @type {(inputs: About_Closing_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grow with ${i?.productName}`)
};

export const about_fact_1_label = /** @type {(inputs: About_Fact_1_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`where our team is based`)
};

export const about_fact_1_value = /** @type {(inputs: About_Fact_1_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cairo`)
};

export const about_fact_2_label = /** @type {(inputs: About_Fact_2_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`where our services are hosted`)
};

export const about_fact_2_value = /** @type {(inputs: About_Fact_2_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Egypt`)
};

export const about_fact_3_label = /** @type {(inputs: About_Fact_3_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`governorates members can book in`)
};

export const about_hero_eyebrow = /** @type {(inputs: About_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const about_hero_lead = /** @type {(inputs: About_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} is a fitness and wellness marketplace built in Cairo. We connect people with the studios, gyms, spas, salons and trainers near them, and give those businesses the tools to fill every spot.`)
};

export const about_hero_title = /** @type {(inputs: About_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We help Egypt move and feel good`)
};

export const about_mission_label = /** @type {(inputs: About_Mission_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our mission`)
};

export const about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We give independent studios and venues the reach of a large chain: a profile members trust, a timetable they can book in seconds, clear reports and fast payouts. For members, we make it easy to try something new and keep going.`)
};

export const about_mission_title = /** @type {(inputs: About_Mission_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill every spot and make every booking simple`)
};

export const about_purpose_label = /** @type {(inputs: About_Purpose_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our vision and our mission`)
};

export const about_service_1_text = /** @type {(inputs: About_Service_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A professional page for your studio or venue with photos, services, prices and location.`)
};

export const about_service_1_title = /** @type {(inputs: About_Service_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business profiles`)
};

export const about_service_2_text = /** @type {(inputs: About_Service_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish your timetable and open spots; members book and pay in the app.`)
};

export const about_service_2_title = /** @type {(inputs: About_Service_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class and spot booking`)
};

export const about_service_3_text = /** @type {(inputs: About_Service_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set how many members each class or session takes. Bookings stop when it is full.`)
};

export const about_service_3_title = /** @type {(inputs: About_Service_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity management`)
};

export const about_service_4_text = /** @type {(inputs: About_Service_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings, attendance and earnings by class, day and week to plan what comes next.`)
};

export const about_service_4_title = /** @type {(inputs: About_Service_4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports and insights`)
};

export const about_service_5_text = /** @type {(inputs: About_Service_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a payment in the app and receive it instantly or by wallet transfer.`)
};

export const about_service_5_title = /** @type {(inputs: About_Service_5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast payouts`)
};

export const about_service_6_text = /** @type {(inputs: About_Service_6_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.productName} app puts your business in front of members across all of Egypt.`)
};

export const about_service_6_title = /** @type {(inputs: About_Service_6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The member app`)
};

export const about_services_eyebrow = /** @type {(inputs: About_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we do`)
};

export const about_services_lead = /** @type {(inputs: About_Services_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything a wellness business needs to be found, booked and paid.`)
};

export const about_services_title = /** @type {(inputs: About_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our services`)
};

export const about_vision_label = /** @type {(inputs: About_Vision_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our vision`)
};

export const about_vision_text = /** @type {(inputs: About_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We picture a country where finding a good class or a moment of calm is as easy as ordering a coffee, and where the people who teach, train and care for others run thriving businesses.`)
};

export const about_vision_title = /** @type {(inputs: About_Vision_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellness within reach, in every city in Egypt`)
};

export const art_booking_week_barre = /** @type {(inputs: Art_Booking_Week_BarreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barre`)
};

export const art_booking_week_booked = /** @type {(inputs: Art_Booking_Week_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`48 booked`)
};

export const art_booking_week_bookings = /** @type {(inputs: Art_Booking_Week_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const art_booking_week_class_full = /** @type {(inputs: Art_Booking_Week_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class full · 3/3`)
};

export const art_booking_week_day_fri = /** @type {(inputs: Art_Booking_Week_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`F`)
};

export const art_booking_week_day_mon = /** @type {(inputs: Art_Booking_Week_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M`)
};

export const art_booking_week_day_sat = /** @type {(inputs: Art_Booking_Week_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

export const art_booking_week_day_sun = /** @type {(inputs: Art_Booking_Week_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

export const art_booking_week_day_thu = /** @type {(inputs: Art_Booking_Week_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`T`)
};

export const art_booking_week_day_tue = /** @type {(inputs: Art_Booking_Week_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`T`)
};

export const art_booking_week_day_wed = /** @type {(inputs: Art_Booking_Week_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W`)
};

export const art_booking_week_hiit = /** @type {(inputs: Art_Booking_Week_HiitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HIIT`)
};

export const art_booking_week_new_booking = /** @type {(inputs: Art_Booking_Week_New_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New booking`)
};

export const art_booking_week_new_booking_detail = /** @type {(inputs: Art_Booking_Week_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spin · Wed 17:00`)
};

export const art_booking_week_spa = /** @type {(inputs: Art_Booking_Week_SpaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spa`)
};

export const art_booking_week_spin = /** @type {(inputs: Art_Booking_Week_SpinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spin`)
};

export const art_booking_week_title = /** @type {(inputs: Art_Booking_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const art_booking_week_yoga = /** @type {(inputs: Art_Booking_Week_YogaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga`)
};

export const business_types_crossfit_box = /** @type {(inputs: Business_Types_Crossfit_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CrossFit box`)
};

export const business_types_dance_studio = /** @type {(inputs: Business_Types_Dance_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dance studio`)
};

export const business_types_fitness_studio = /** @type {(inputs: Business_Types_Fitness_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitness studio`)
};

export const business_types_gym = /** @type {(inputs: Business_Types_GymInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gym`)
};

export const business_types_martial_arts = /** @type {(inputs: Business_Types_Martial_ArtsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Martial arts`)
};

export const business_types_other = /** @type {(inputs: Business_Types_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const business_types_outdoor_classes = /** @type {(inputs: Business_Types_Outdoor_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outdoor classes`)
};

export const business_types_personal_trainer = /** @type {(inputs: Business_Types_Personal_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal trainer`)
};

export const business_types_pilates_studio = /** @type {(inputs: Business_Types_Pilates_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilates studio`)
};

export const business_types_salon = /** @type {(inputs: Business_Types_SalonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salon`)
};

export const business_types_spa = /** @type {(inputs: Business_Types_SpaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spa`)
};

export const business_types_sports_academy = /** @type {(inputs: Business_Types_Sports_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports academy`)
};

export const business_types_swimming = /** @type {(inputs: Business_Types_SwimmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swimming`)
};

export const business_types_wellness_center = /** @type {(inputs: Business_Types_Wellness_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wellness center`)
};

export const business_types_yoga_studio = /** @type {(inputs: Business_Types_Yoga_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga studio`)
};

export const faq_availability_answer = /** @type {(inputs: Faq_Availability_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} is available in all of Egypt. Members can book from Cairo and Giza to Alexandria, the Delta, the Canal cities and Upper Egypt, and businesses anywhere in the country can join.`)
};

export const faq_business_1_question = /** @type {(inputs: Faq_Business_1_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I get paid?`)
};

export const faq_business_2_question = /** @type {(inputs: Faq_Business_2_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How much does ${i?.productName} cost for my business?`)
};

export const faq_business_3_answer = /** @type {(inputs: Faq_Business_3_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Studios, gyms, spas, salons, personal trainers and wellness venues of every size. If members can book a class, a session or a treatment with you, you can list it on ${i?.productName}.`)
};

export const faq_business_3_question = /** @type {(inputs: Faq_Business_3_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which businesses can join?`)
};

export const faq_business_4_question = /** @type {(inputs: Faq_Business_4_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where is ${i?.productName} available?`)
};

export const faq_business_5_answer_1 = /** @type {(inputs: Faq_Business_5_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add each class or service once with its description, duration, instructor and price, then place it on your timetable. Whenever you have room, open spots for members to book.`)
};

export const faq_business_5_answer_2 = /** @type {(inputs: Faq_Business_5_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can change a class, close its spots or cancel a session at any time, and members who booked are notified in the app.`)
};

export const faq_business_5_question = /** @type {(inputs: Faq_Business_5_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I list classes and open spots?`)
};

export const faq_business_6_answer = /** @type {(inputs: Faq_Business_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. You set the capacity of every class and session. Bookings stop automatically as soon as it is full, so you never have more people at the door than you can welcome.`)
};

export const faq_business_6_question = /** @type {(inputs: Faq_Business_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I control how many members book a class?`)
};

export const faq_business_7_answer = /** @type {(inputs: Faq_Business_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard shows bookings, attendance, busiest days and times, and earnings by class and by week. Use it to see which classes fill fastest and where an extra session would pay off.`)
};

export const faq_business_7_question = /** @type {(inputs: Faq_Business_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What reports do I get?`)
};

export const faq_business_8_answer = /** @type {(inputs: Faq_Business_8_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mobile number that can receive a text message, your name and email, and your business details: its name, type and location. We send a six-digit code to your phone to confirm it is yours, and your account is ready in a few minutes.`)
};

export const faq_business_8_question = /** @type {(inputs: Faq_Business_8_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What do I need to sign up?`)
};

export const faq_cost_answer_1 = /** @type {(inputs: Faq_Cost_Answer_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signing up and building your profile is free. What ${i?.productName} costs your business depends on the deal agreed with our partnerships team, which takes into account your type of business, your prices and how many spots you open to members.`)
};

export const faq_cost_answer_2 = /** @type {(inputs: Faq_Cost_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no set-up fee, and you see the terms of your deal before you publish your first class.`)
};

export const faq_get_paid_answer_1 = /** @type {(inputs: Faq_Get_Paid_Answer_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You request a payment from the ${i?.productName} business app whenever you have earnings waiting. The app reviews and approves the request, then pays you instantly or by wallet transfer, whichever you chose when you set up your payout details.`)
};

export const faq_get_paid_answer_2 = /** @type {(inputs: Faq_Get_Paid_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booking, payout and pending amount is listed in your reports, so you always know what you have earned and what is on its way.`)
};

export const faq_member_1_question = /** @type {(inputs: Faq_Member_1_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I own a studio or a venue. How do I get paid?`)
};

export const faq_member_2_answer = /** @type {(inputs: Faq_Member_2_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} is an app for booking fitness and wellness near you: yoga and pilates, gym sessions, outdoor classes, spa treatments, salon appointments and personal training, all from one account.`)
};

export const faq_member_2_question = /** @type {(inputs: Faq_Member_2_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What is ${i?.productName}?`)
};

export const faq_member_3_answer = /** @type {(inputs: Faq_Member_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app, create your account with your mobile number and browse what is on near you. Pick a class or treatment, choose a time with open spots and confirm. Your booking shows up in the app straight away.`)
};

export const faq_member_3_question = /** @type {(inputs: Faq_Member_3_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I book a class?`)
};

export const faq_member_4_answer = /** @type {(inputs: Faq_Member_4_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membership is a monthly subscription that renews automatically, and new members get a 30-day free trial. The price of a class or treatment depends on the deal agreed between ${i?.productName} and each venue, and you always see it before you book.`)
};

export const faq_member_4_question = /** @type {(inputs: Faq_Member_4_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How much does it cost?`)
};

export const faq_member_5_question = /** @type {(inputs: Faq_Member_5_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where is ${i?.productName} available?`)
};

export const faq_member_6_answer = /** @type {(inputs: Faq_Member_6_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact our support team at ${i?.supportEmail}. Your cancellation takes effect at the end of the period you have already paid for, and you keep full access until then. Payments already made are final and are not refunded.`)
};

export const faq_member_6_question = /** @type {(inputs: Faq_Member_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I cancel my subscription?`)
};

export const faq_member_7_answer = /** @type {(inputs: Faq_Member_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, with the permission of a parent or guardian, who should read our terms of use with you before you sign up.`)
};

export const faq_member_7_question = /** @type {(inputs: Faq_Member_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I use the app if I am under 18?`)
};

export const home_art_bootcamp_place = /** @type {(inputs: Home_Art_Bootcamp_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maadi`)
};

export const home_art_bootcamp_time = /** @type {(inputs: Home_Art_Bootcamp_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`18:00 · 50 min`)
};

export const home_art_bootcamp_title = /** @type {(inputs: Home_Art_Bootcamp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bootcamp`)
};

export const home_art_capacity = /** @type {(inputs: Home_Art_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity · Reformer`)
};

export const home_art_chip_book = /** @type {(inputs: Home_Art_Chip_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const home_art_chip_booked = /** @type {(inputs: Home_Art_Chip_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

export const home_art_chip_full = /** @type {(inputs: Home_Art_Chip_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

export const home_art_chip_left = /** @type {(inputs: Home_Art_Chip_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 left`)
};

export const home_art_day_mon = /** @type {(inputs: Home_Art_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon`)
};

export const home_art_day_sat = /** @type {(inputs: Home_Art_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sat`)
};

export const home_art_day_sun = /** @type {(inputs: Home_Art_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun`)
};

export const home_art_day_tue = /** @type {(inputs: Home_Art_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tue`)
};

export const home_art_day_wed = /** @type {(inputs: Home_Art_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wed`)
};

export const home_art_earnings = /** @type {(inputs: Home_Art_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EGP 12,450`)
};

export const home_art_earnings_title = /** @type {(inputs: Home_Art_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earnings this week`)
};

export const home_art_greeting = /** @type {(inputs: Home_Art_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good morning, Salma`)
};

export const home_art_hammam_place = /** @type {(inputs: Home_Art_Hammam_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Cairo`)
};

export const home_art_hammam_time = /** @type {(inputs: Home_Art_Hammam_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12:00 · 90 min`)
};

export const home_art_hammam_title = /** @type {(inputs: Home_Art_Hammam_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hammam`)
};

export const home_art_new_booking = /** @type {(inputs: Home_Art_New_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New booking`)
};

export const home_art_new_booking_detail = /** @type {(inputs: Home_Art_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise Yoga · 07:00`)
};

export const home_art_reformer_place = /** @type {(inputs: Home_Art_Reformer_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heliopolis`)
};

export const home_art_reformer_time = /** @type {(inputs: Home_Art_Reformer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09:30 · 45 min`)
};

export const home_art_reformer_title = /** @type {(inputs: Home_Art_Reformer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reformer`)
};

export const home_art_spots_left = /** @type {(inputs: Home_Art_Spots_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 open spots left`)
};

export const home_art_sunrise_place = /** @type {(inputs: Home_Art_Sunrise_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamalek`)
};

export const home_art_sunrise_time = /** @type {(inputs: Home_Art_Sunrise_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`07:00 · 60 min`)
};

export const home_art_sunrise_title = /** @type {(inputs: Home_Art_Sunrise_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise Yoga`)
};

export const home_art_today = /** @type {(inputs: Home_Art_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's classes`)
};

export const home_benefits_1_text = /** @type {(inputs: Home_Benefits_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish your timetable once, then release spare spots whenever you have room.`)
};

export const home_benefits_1_title = /** @type {(inputs: Home_Benefits_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List classes and open spots`)
};

export const home_benefits_2_text = /** @type {(inputs: Home_Benefits_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide how many members each class takes. Bookings close the moment it is full.`)
};

export const home_benefits_2_title = /** @type {(inputs: Home_Benefits_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your capacity`)
};

export const home_benefits_3_text = /** @type {(inputs: Home_Benefits_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See bookings, attendance and earnings by class, day and week at a glance.`)
};

export const home_benefits_3_title = /** @type {(inputs: Home_Benefits_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear reports`)
};

export const home_benefits_4_text = /** @type {(inputs: Home_Benefits_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a payout in the app and receive it instantly or by wallet transfer.`)
};

export const home_benefits_4_title = /** @type {(inputs: Home_Benefits_4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get paid quickly`)
};

export const home_benefits_5_text = /** @type {(inputs: Home_Benefits_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be discovered by members from Cairo and Alexandria to the Red Sea and Aswan.`)
};

export const home_benefits_5_title = /** @type {(inputs: Home_Benefits_5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach all of Egypt`)
};

export const home_benefits_6_text = /** @type {(inputs: Home_Benefits_6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No set-up fee and no paperwork to get started. Create your profile today.`)
};

export const home_benefits_6_title = /** @type {(inputs: Home_Benefits_6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to sign up`)
};

export const home_benefits_eyebrow = /** @type {(inputs: Home_Benefits_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why partners choose us`)
};

export const home_benefits_lead = /** @type {(inputs: Home_Benefits_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built with studio and venue owners in Egypt, for the way you already run your business.`)
};

export const home_benefits_title = /** @type {(inputs: Home_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything you need to fill every spot`)
};

export const home_earnings_eyebrow = /** @type {(inputs: Home_Earnings_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earnings`)
};

export const home_earnings_find_out = /** @type {(inputs: Home_Earnings_Find_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find out`)
};

export const home_earnings_get_started = /** @type {(inputs: Home_Earnings_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started`)
};

export const home_earnings_lead = /** @type {(inputs: Home_Earnings_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every empty spot is income you are missing. Find out how payouts work and what a partnership with ${i?.productName} could add to your month.`)
};

export const home_earnings_title = /** @type {(inputs: Home_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How much could your business earn?`)
};

export const home_gallery_eyebrow = /** @type {(inputs: Home_Gallery_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made for every kind of wellness`)
};

export const home_gallery_gym_text = /** @type {(inputs: Home_Gallery_Gym_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day passes and personal training sessions.`)
};

export const home_gallery_gym_title = /** @type {(inputs: Home_Gallery_Gym_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gym`)
};

export const home_gallery_lead = /** @type {(inputs: Home_Gallery_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From sunrise yoga to a Friday blow-dry, members book it all on ${i?.productName}.`)
};

export const home_gallery_outdoor_text = /** @type {(inputs: Home_Gallery_Outdoor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bootcamps, running clubs and beach sessions.`)
};

export const home_gallery_outdoor_title = /** @type {(inputs: Home_Gallery_Outdoor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outdoor classes`)
};

export const home_gallery_salon_text = /** @type {(inputs: Home_Gallery_Salon_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hair, nails and grooming by the appointment.`)
};

export const home_gallery_salon_title = /** @type {(inputs: Home_Gallery_Salon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salon`)
};

export const home_gallery_spa_text = /** @type {(inputs: Home_Gallery_Spa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Massages, hammam and treatments to unwind.`)
};

export const home_gallery_spa_title = /** @type {(inputs: Home_Gallery_Spa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spa`)
};

export const home_gallery_studio_text = /** @type {(inputs: Home_Gallery_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilates, spinning, dance and boxing classes.`)
};

export const home_gallery_studio_title = /** @type {(inputs: Home_Gallery_Studio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio fitness`)
};

export const home_gallery_title = /** @type {(inputs: Home_Gallery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One marketplace, every way to feel good`)
};

export const home_gallery_yoga_text = /** @type {(inputs: Home_Gallery_Yoga_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flow, yin and hot yoga for every level.`)
};

export const home_gallery_yoga_title = /** @type {(inputs: Home_Gallery_Yoga_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} for Business`)
};

export const home_hero_highlight_1 = /** @type {(inputs: Home_Hero_Highlight_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to sign up`)
};

export const home_hero_highlight_2 = /** @type {(inputs: Home_Hero_Highlight_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available in all of Egypt`)
};

export const home_hero_highlight_3 = /** @type {(inputs: Home_Hero_Highlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast payouts`)
};

export const home_hero_lead = /** @type {(inputs: Home_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`List your studio, gym, spa or salon on ${i?.productName} and get booked by members across Egypt. Open spots when you have them, set your capacity and follow your earnings, all from one app.`)
};

export const home_hero_primary_logged_in = /** @type {(inputs: Home_Hero_Primary_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the business app`)
};

export const home_hero_primary_logged_out = /** @type {(inputs: Home_Hero_Primary_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free business account`)
};

export const home_hero_secondary = /** @type {(inputs: Home_Hero_SecondaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how it works`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill every class and grow your wellness business`)
};

export const home_partner_eyebrow = /** @type {(inputs: Home_Partner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner with us`)
};

export const home_partner_lead = /** @type {(inputs: Home_Partner_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members use the ${i?.productName} app to find their next class, session or treatment. Partners use it to fill the spots they would otherwise leave empty. Tell us how you work and get started in minutes.`)
};

export const home_partner_studio_label = /** @type {(inputs: Home_Partner_Studio_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio owner`)
};

export const home_partner_studio_text = /** @type {(inputs: Home_Partner_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga, pilates, dance, boxing and HIIT studios that run classes on a timetable.`)
};

export const home_partner_studio_title = /** @type {(inputs: Home_Partner_Studio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I run a studio`)
};

export const home_partner_title = /** @type {(inputs: Home_Partner_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bring your business to ${i?.productName}`)
};

export const home_partner_venue_label = /** @type {(inputs: Home_Partner_Venue_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue owner`)
};

export const home_partner_venue_text = /** @type {(inputs: Home_Partner_Venue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gyms, spas, salons, pools and courts with facilities members book by the session.`)
};

export const home_partner_venue_title = /** @type {(inputs: Home_Partner_Venue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I run a venue`)
};

export const how_art_booked_add_to_calendar = /** @type {(inputs: How_Art_Booked_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

export const how_art_booked_class = /** @type {(inputs: How_Art_Booked_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise Yoga`)
};

export const how_art_booked_class_label = /** @type {(inputs: How_Art_Booked_Class_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

export const how_art_booked_place = /** @type {(inputs: How_Art_Booked_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamalek`)
};

export const how_art_booked_spot = /** @type {(inputs: How_Art_Booked_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spot 3 of 16`)
};

export const how_art_booked_subtitle = /** @type {(inputs: How_Art_Booked_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you on the mat`)
};

export const how_art_booked_title = /** @type {(inputs: How_Art_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're booked!`)
};

export const how_art_booked_when = /** @type {(inputs: How_Art_Booked_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon 14 · 07:00`)
};

export const how_art_booked_when_label = /** @type {(inputs: How_Art_Booked_When_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const how_art_routine_add = /** @type {(inputs: How_Art_Routine_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ Add`)
};

export const how_art_routine_mon_day = /** @type {(inputs: How_Art_Routine_Mon_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon`)
};

export const how_art_routine_mon_title = /** @type {(inputs: How_Art_Routine_Mon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise Yoga`)
};

export const how_art_routine_sat_day = /** @type {(inputs: How_Art_Routine_Sat_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sat`)
};

export const how_art_routine_sat_title = /** @type {(inputs: How_Art_Routine_Sat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hammam & massage`)
};

export const how_art_routine_saved = /** @type {(inputs: How_Art_Routine_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EGP 640`)
};

export const how_art_routine_saved_title = /** @type {(inputs: How_Art_Routine_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved this month`)
};

export const how_art_routine_sessions = /** @type {(inputs: How_Art_Routine_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 sessions this week`)
};

export const how_art_routine_thu_day = /** @type {(inputs: How_Art_Routine_Thu_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thu`)
};

export const how_art_routine_thu_title = /** @type {(inputs: How_Art_Routine_Thu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reformer Pilates`)
};

export const how_art_routine_title = /** @type {(inputs: How_Art_Routine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My routine`)
};

export const how_art_routine_wed_day = /** @type {(inputs: How_Art_Routine_Wed_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wed`)
};

export const how_art_routine_wed_title = /** @type {(inputs: How_Art_Routine_Wed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run club, Maadi`)
};

export const how_businesses_faq_eyebrow = /** @type {(inputs: How_Businesses_Faq_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const how_businesses_faq_title = /** @type {(inputs: How_Businesses_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions from businesses`)
};

export const how_businesses_step_1_text = /** @type {(inputs: How_Businesses_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your business account with your mobile number. It takes a few minutes and costs nothing.`)
};

export const how_businesses_step_1_title = /** @type {(inputs: How_Businesses_Step_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up for free`)
};

export const how_businesses_step_2_text = /** @type {(inputs: How_Businesses_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos, your classes and services, your timetable and how many members each session takes.`)
};

export const how_businesses_step_2_title = /** @type {(inputs: How_Businesses_Step_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build your profile`)
};

export const how_businesses_step_3_text = /** @type {(inputs: How_Businesses_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open spots whenever you have room, follow bookings in your reports and request your payouts in the app.`)
};

export const how_businesses_step_3_title = /** @type {(inputs: How_Businesses_Step_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Increase your revenue`)
};

export const how_businesses_steps_eyebrow = /** @type {(inputs: How_Businesses_Steps_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For businesses`)
};

export const how_businesses_steps_title = /** @type {(inputs: How_Businesses_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start getting bookings in three steps`)
};

export const how_download_eyebrow = /** @type {(inputs: How_Download_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the app`)
};

export const how_download_lead = /** @type {(inputs: How_Download_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available on iPhone and Android. Sign up with your mobile number and start your 30-day free trial.`)
};

export const how_download_title = /** @type {(inputs: How_Download_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download ${i?.productName} and book your first class`)
};

export const how_get_started_lead = /** @type {(inputs: How_Get_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free account today and publish your first open spots this week.`)
};

export const how_get_started_logged_in = /** @type {(inputs: How_Get_Started_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the business app`)
};

export const how_get_started_logged_out = /** @type {(inputs: How_Get_Started_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started`)
};

export const how_get_started_title = /** @type {(inputs: How_Get_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to fill your next class?`)
};

export const how_hero_eyebrow = /** @type {(inputs: How_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

export const how_hero_lead = /** @type {(inputs: How_Hero_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} connects people who want to move, rest and feel good with the studios, gyms, spas and salons that make it happen. Choose your side to see how it works for you.`)
};

export const how_hero_title = /** @type {(inputs: How_Hero_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.productName} works`)
};

export const how_members_about_eyebrow = /** @type {(inputs: How_Members_About_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.productName} members`)
};

export const how_members_about_paragraph_1 = /** @type {(inputs: How_Members_About_Paragraph_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} members are students, parents and professionals who want variety without a contract for every studio. One app lets them try a reformer class on Monday, a sunset run on Wednesday and a hammam on the weekend.`)
};

export const how_members_about_paragraph_2 = /** @type {(inputs: How_Members_About_Paragraph_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every class shows its time, place, price and open spots before you book, so planning your week takes a minute.`)
};

export const how_members_about_point_1 = /** @type {(inputs: How_Members_About_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes, sessions and treatments`)
};

export const how_members_about_point_2 = /** @type {(inputs: How_Members_About_Point_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book in a few taps`)
};

export const how_members_about_point_3 = /** @type {(inputs: How_Members_About_Point_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available in all of Egypt`)
};

export const how_members_about_title = /** @type {(inputs: How_Members_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For everyone who likes to keep moving`)
};

export const how_members_faq_eyebrow = /** @type {(inputs: How_Members_Faq_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const how_members_faq_title = /** @type {(inputs: How_Members_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions from members`)
};

export const how_members_step_1_text = /** @type {(inputs: How_Members_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app and sign up with your mobile number. New members start with a 30-day free trial.`)
};

export const how_members_step_1_title = /** @type {(inputs: How_Members_Step_1_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.productName}`)
};

export const how_members_step_2_text = /** @type {(inputs: How_Members_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mix yoga, gym sessions, outdoor classes and spa days into a weekly plan that fits your life.`)
};

export const how_members_step_2_title = /** @type {(inputs: How_Members_Step_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build your custom routine`)
};

export const how_members_step_3_text = /** @type {(inputs: How_Members_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book classes and treatments at member prices, with every booking kept in one place.`)
};

export const how_members_step_3_title = /** @type {(inputs: How_Members_Step_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save on self-care`)
};

export const how_members_steps_eyebrow = /** @type {(inputs: How_Members_Steps_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.productName} members`)
};

export const how_members_steps_title = /** @type {(inputs: How_Members_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feel better in three steps`)
};

export const how_next_step_1 = /** @type {(inputs: How_Next_Step_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app from the App Store or Google Play.`)
};

export const how_next_step_2 = /** @type {(inputs: How_Next_Step_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login with the phone number and password you used here.`)
};

export const how_next_step_3 = /** @type {(inputs: How_Next_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your profile, classes and open spots, then start taking bookings.`)
};

export const how_next_step_eyebrow = /** @type {(inputs: How_Next_Step_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your next step`)
};

export const how_next_step_lead = /** @type {(inputs: How_Next_Step_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Download the app and login with the same phone number and password.`)
};

export const how_next_step_title = /** @type {(inputs: How_Next_Step_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get the ${i?.productName} app and set up your business`)
};

export const how_signup_bullet_1 = /** @type {(inputs: How_Signup_Bullet_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No set-up fee and no paperwork`)
};

export const how_signup_bullet_2 = /** @type {(inputs: How_Signup_Bullet_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List classes, sessions and treatments`)
};

export const how_signup_bullet_3 = /** @type {(inputs: How_Signup_Bullet_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your own capacity and timetable`)
};

export const how_signup_bullet_4 = /** @type {(inputs: How_Signup_Bullet_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payouts instantly or by wallet transfer`)
};

export const how_signup_card_text = /** @type {(inputs: How_Signup_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send a six-digit code to your phone to confirm your number.`)
};

export const how_signup_card_title = /** @type {(inputs: How_Signup_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up in minutes`)
};

export const how_signup_cta = /** @type {(inputs: How_Signup_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free account`)
};

export const how_signup_eyebrow = /** @type {(inputs: How_Signup_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to join`)
};

export const how_signup_lead = /** @type {(inputs: How_Signup_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join the studios, gyms, spas and salons growing with ${i?.productName} across Egypt.`)
};

export const how_signup_title = /** @type {(inputs: How_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your business account`)
};

export const how_tabs_businesses = /** @type {(inputs: How_Tabs_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For businesses`)
};

export const how_tabs_label = /** @type {(inputs: How_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is it for`)
};

export const how_tabs_members = /** @type {(inputs: How_Tabs_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.productName} members`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const nav_how_it_works = /** @type {(inputs: Nav_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};