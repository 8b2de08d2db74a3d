import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Awards_FailedInputs */
/** @typedef {{}} About_Awards_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_DescriptionInputs */
/** @typedef {{}} About_Figures_HeadingInputs */
/** @typedef {{}} About_Follow_HeadingInputs */
/** @typedef {{}} About_Follow_IntroInputs */
/** @typedef {{}} About_IntroInputs */
/** @typedef {{}} About_Leadership_FailedInputs */
/** @typedef {{}} About_Leadership_HeadingInputs */
/** @typedef {{}} About_LoadingInputs */
/** @typedef {{}} About_Logo_Best_In_RegionInputs */
/** @typedef {{}} About_Logo_Consumer_TrustInputs */
/** @typedef {{}} About_Logo_Services_AllianceInputs */
/** @typedef {{}} About_Logo_Warranty_AssociationInputs */
/** @typedef {{}} About_Logos_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_Story_FamilyInputs */
/** @typedef {{}} About_Story_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown>, city: NonNullable<unknown> }} About_Story_WhatInputs */
/** @typedef {{}} About_Story_WhereInputs */
/** @typedef {{}} About_TitleInputs */
/** @typedef {{}} Benefits_Clients_TextInputs */
/** @typedef {{}} Benefits_Clients_TitleInputs */
/** @typedef {{}} Benefits_Closings_TextInputs */
/** @typedef {{}} Benefits_Closings_TitleInputs */
/** @typedef {{}} Benefits_Education_All_TextInputs */
/** @typedef {{}} Benefits_Education_All_TitleInputs */
/** @typedef {{}} Benefits_Education_Buying_TextInputs */
/** @typedef {{}} Benefits_Education_Buying_TitleInputs */
/** @typedef {{}} Benefits_Education_HeadingInputs */
/** @typedef {{}} Benefits_Education_Repairs_TextInputs */
/** @typedef {{}} Benefits_Education_Repairs_TitleInputs */
/** @typedef {{}} Benefits_Education_Warranty_TextInputs */
/** @typedef {{}} Benefits_Education_Warranty_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Benefits_IntroInputs */
/** @typedef {{}} Benefits_Listings_TextInputs */
/** @typedef {{}} Benefits_Listings_TitleInputs */
/** @typedef {{}} Benefits_Rep_TextInputs */
/** @typedef {{}} Benefits_Rep_TitleInputs */
/** @typedef {{}} Brochure_Address_OptionalInputs */
/** @typedef {{}} Brochure_Download_FrameInputs */
/** @typedef {{}} Brochure_DownloadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Brochure_Error_TextInputs */
/** @typedef {{}} Brochure_Form_LabelInputs */
/** @typedef {{}} Brochure_HeadingInputs */
/** @typedef {{}} Brochure_LanguageInputs */
/** @typedef {{}} Brochure_Language_EnglishInputs */
/** @typedef {{}} Brochure_Language_SpanishInputs */
/** @typedef {{}} Brochure_Phone_OptionalInputs */
/** @typedef {{}} Brochure_Point_AttachInputs */
/** @typedef {{}} Brochure_Point_PrintInputs */
/** @typedef {{}} Brochure_Point_ShareInputs */
/** @typedef {{}} Brochure_PreparingInputs */
/** @typedef {{}} Brochure_Real_Estate_QuestionInputs */
/** @typedef {{}} Brochure_SubmitInputs */
/** @typedef {{}} Brochure_TextInputs */
/** @typedef {{}} Chat_CloseInputs */
/** @typedef {{}} Chat_Message_LabelInputs */
/** @typedef {{}} Chat_SendInputs */
/** @typedef {{}} Chat_TitleInputs */
/** @typedef {{}} Claim_Answer_DateInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Date_BetweenInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Date_FromInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Date_UntilInputs */
/** @typedef {{}} Claim_Answer_Five_StarInputs */
/** @typedef {{}} Claim_Answer_InitialsInputs */
/** @typedef {{}} Claim_Answer_NoneInputs */
/** @typedef {{}} Claim_Answer_Not_AnsweredInputs */
/** @typedef {{}} Claim_Answer_NumberInputs */
/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Number_At_LeastInputs */
/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Number_At_MostInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Number_BetweenInputs */
/** @typedef {{}} Claim_Answer_OptionInputs */
/** @typedef {{}} Claim_Answer_OptionsInputs */
/** @typedef {{}} Claim_Answer_RequiredInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Answer_StarsInputs */
/** @typedef {{}} Claim_Answer_TextInputs */
/** @typedef {{ maxLength: NonNullable<unknown> }} Claim_Answer_Too_LongInputs */
/** @typedef {{}} Claim_Answer_Yes_NoInputs */
/** @typedef {{}} Claim_BackInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Call_UsInputs */
/** @typedef {{}} Claim_CancelInputs */
/** @typedef {{ card: NonNullable<unknown> }} Claim_Card_ExpiredInputs */
/** @typedef {{}} Claim_Card_RequiredInputs */
/** @typedef {{}} Claim_Cards_LoadingInputs */
/** @typedef {{}} Claim_Check_FailureInputs */
/** @typedef {{}} Claim_CheckingInputs */
/** @typedef {{}} Claim_Checking_TitleInputs */
/** @typedef {{}} Claim_Choose_ItemInputs */
/** @typedef {{}} Claim_Choose_PlanInputs */
/** @typedef {{}} Claim_CloseInputs */
/** @typedef {{}} Claim_Contact_EmailInputs */
/** @typedef {{}} Claim_Contact_Email_InvalidInputs */
/** @typedef {{}} Claim_Contact_Email_RequiredInputs */
/** @typedef {{}} Claim_Contact_Method_EmailInputs */
/** @typedef {{}} Claim_Contact_Method_LegendInputs */
/** @typedef {{}} Claim_Contact_Method_PhoneInputs */
/** @typedef {{}} Claim_Contact_Method_TextInputs */
/** @typedef {{}} Claim_Contact_NameInputs */
/** @typedef {{}} Claim_Contact_Name_RequiredInputs */
/** @typedef {{}} Claim_Contact_PhoneInputs */
/** @typedef {{}} Claim_Contact_Phone_IncompleteInputs */
/** @typedef {{}} Claim_Contact_Phone_RequiredInputs */
/** @typedef {{}} Claim_Contact_Time_AfternoonInputs */
/** @typedef {{}} Claim_Contact_Time_AnytimeInputs */
/** @typedef {{}} Claim_Contact_Time_EveningInputs */
/** @typedef {{}} Claim_Contact_Time_LabelInputs */
/** @typedef {{}} Claim_Contact_Time_MorningInputs */
/** @typedef {{}} Claim_Contact_TitleInputs */
/** @typedef {{}} Claim_ContinueInputs */
/** @typedef {{}} Claim_Covered_TitleInputs */
/** @typedef {{}} Claim_DateInputs */
/** @typedef {{}} Claim_Default_CardInputs */
/** @typedef {{}} Claim_Dialog_TitleInputs */
/** @typedef {{}} Claim_DoneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Done_NumberInputs */
/** @typedef {{}} Claim_Done_TitleInputs */
/** @typedef {{}} Claim_Failed_Back_To_QuestionsInputs */
/** @typedef {{}} Claim_Failed_Back_To_ReviewInputs */
/** @typedef {{}} Claim_Failed_DeclinedInputs */
/** @typedef {{}} Claim_Failed_LostInputs */
/** @typedef {{}} Claim_Failed_Other_CardInputs */
/** @typedef {{}} Claim_Failed_Other_TimeInputs */
/** @typedef {{}} Claim_Failed_Review_FeeInputs */
/** @typedef {{}} Claim_Failed_TitleInputs */
/** @typedef {{}} Claim_Failed_Try_AgainInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Fee_TextInputs */
/** @typedef {{}} Claim_Fee_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Flow_Broken_TextInputs */
/** @typedef {{}} Claim_Flow_Broken_TitleInputs */
/** @typedef {{}} Claim_Item_Add_OnInputs */
/** @typedef {{}} Claim_Item_TitleInputs */
/** @typedef {{}} Claim_Items_Load_FailureInputs */
/** @typedef {{}} Claim_Items_LoadingInputs */
/** @typedef {{}} Claim_Items_NoneInputs */
/** @typedef {{}} Claim_Leave_NoInputs */
/** @typedef {{}} Claim_Leave_TextInputs */
/** @typedef {{}} Claim_Leave_TitleInputs */
/** @typedef {{}} Claim_Leave_YesInputs */
/** @typedef {{}} Claim_Menu_New_Service_RequestInputs */
/** @typedef {{}} Claim_Menu_Service_RequestsInputs */
/** @typedef {{}} Claim_Needs_ConnectionInputs */
/** @typedef {{}} Claim_New_CardInputs */
/** @typedef {{}} Claim_New_Card_OfflineInputs */
/** @typedef {{}} Claim_NoInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_No_PlansInputs */
/** @typedef {{}} Claim_No_Saved_Card_OfflineInputs */
/** @typedef {{}} Claim_No_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Not_Covered_TitleInputs */
/** @typedef {{}} Claim_Note_TitleInputs */
/** @typedef {{}} Claim_Offline_ItemsInputs */
/** @typedef {{}} Claim_Offline_UncheckedInputs */
/** @typedef {{}} Claim_Page_Go_To_AccountInputs */
/** @typedef {{}} Claim_Page_IntroInputs */
/** @typedef {{}} Claim_Page_StartInputs */
/** @typedef {{}} Claim_Page_TitleInputs */
/** @typedef {{}} Claim_Pay_WithInputs */
/** @typedef {{}} Claim_Payment_New_Card_LabelInputs */
/** @typedef {{}} Claim_Permission_To_EnterInputs */
/** @typedef {{}} Claim_Photo_FailureInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Claim_Photo_Failure_BecauseInputs */
/** @typedef {{}} Claim_Photo_Failure_ConnectionInputs */
/** @typedef {{}} Claim_Photo_HelpInputs */
/** @typedef {{}} Claim_Photo_LabelInputs */
/** @typedef {{}} Claim_Photo_OfflineInputs */
/** @typedef {{}} Claim_Photo_PreviewInputs */
/** @typedef {{}} Claim_Photo_RemoveInputs */
/** @typedef {{}} Claim_Photo_Send_AgainInputs */
/** @typedef {{}} Claim_Photo_SendingInputs */
/** @typedef {{}} Claim_Photo_SentInputs */
/** @typedef {{}} Claim_Photo_SkipInputs */
/** @typedef {{}} Claim_Photo_TitleInputs */
/** @typedef {{ size: NonNullable<unknown> }} Claim_Photo_Too_LargeInputs */
/** @typedef {{}} Claim_Photo_Wrong_TypeInputs */
/** @typedef {{}} Claim_Plan_TitleInputs */
/** @typedef {{}} Claim_Plans_Load_FailureInputs */
/** @typedef {{}} Claim_Plans_LoadingInputs */
/** @typedef {{}} Claim_Plans_OfflineInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Question_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_Of_Up_ToInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Question_OptionalInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Questions_Call_UsInputs */
/** @typedef {{}} Claim_Questions_Load_FailureInputs */
/** @typedef {{}} Claim_Questions_LoadingInputs */
/** @typedef {{}} Claim_Questions_OfflineInputs */
/** @typedef {{}} Claim_Questions_TitleInputs */
/** @typedef {{}} Claim_Queue_Check_And_ResendInputs */
/** @typedef {{}} Claim_Queue_Check_FailureInputs */
/** @typedef {{}} Claim_Queue_ClearInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_ConfirmInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Claim_Queue_Confirm_CardInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Confirm_When_OnlineInputs */
/** @typedef {{}} Claim_Queue_DescribeInputs */
/** @typedef {{}} Claim_Queue_DiscardInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Queue_Discard_TextInputs */
/** @typedef {{}} Claim_Queue_Discard_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, was: NonNullable<unknown> }} Claim_Queue_Fee_Changed_TextInputs */
/** @typedef {{}} Claim_Queue_Fee_Changed_TitleInputs */
/** @typedef {{}} Claim_Queue_Fee_NowInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Claim_Queue_ItemInputs */
/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Claim_Queue_Item_FeeInputs */
/** @typedef {{}} Claim_Queue_KeepInputs */
/** @typedef {{}} Claim_Queue_Not_AuthorizedInputs */
/** @typedef {{}} Claim_Queue_Not_NowInputs */
/** @typedef {{}} Claim_Queue_Not_SentInputs */
/** @typedef {{}} Claim_Queue_RefusedInputs */
/** @typedef {{}} Claim_Queue_ResendInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Resend_PayInputs */
/** @typedef {{}} Claim_Queue_Resend_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Send_And_PayInputs */
/** @typedef {{}} Claim_Queue_Send_NowInputs */
/** @typedef {{}} Claim_Queue_SendingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Claim_Queue_SentInputs */
/** @typedef {{}} Claim_Queue_TitleInputs */
/** @typedef {{}} Claim_Queue_WaitingInputs */
/** @typedef {{}} Claim_Refused_TitleInputs */
/** @typedef {{}} Claim_Review_Adult_HomeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_Review_AnswersInputs */
/** @typedef {{}} Claim_Review_ContactInputs */
/** @typedef {{}} Claim_Review_Fee_NoneInputs */
/** @typedef {{}} Claim_Review_ItemInputs */
/** @typedef {{}} Claim_Review_OfflineInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Review_Offline_FeeInputs */
/** @typedef {{}} Claim_Review_PhotoInputs */
/** @typedef {{}} Claim_Review_Photo_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Claim_Review_Photo_OfflineInputs */
/** @typedef {{}} Claim_Review_PlanInputs */
/** @typedef {{}} Claim_Review_TitleInputs */
/** @typedef {{}} Claim_Review_VisitInputs */
/** @typedef {{}} Claim_Safety_ImportantInputs */
/** @typedef {{}} Claim_Safety_TextInputs */
/** @typedef {{}} Claim_Safety_TitleInputs */
/** @typedef {{}} Claim_Safety_UnderstandInputs */
/** @typedef {{}} Claim_Save_For_LaterInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Saved_FeeInputs */
/** @typedef {{}} Claim_Saved_No_FeeInputs */
/** @typedef {{ item: NonNullable<unknown> }} Claim_Saved_TextInputs */
/** @typedef {{}} Claim_Saved_TitleInputs */
/** @typedef {{}} Claim_Sending_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Claim_StarsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Claim_Submit_And_PayInputs */
/** @typedef {{}} Claim_Submit_RequestInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Claim_Success_EmergencyInputs */
/** @typedef {{}} Claim_Success_Next_Business_DayInputs */
/** @typedef {{}} Claim_Time_FindingInputs */
/** @typedef {{}} Claim_Time_LegendInputs */
/** @typedef {{}} Claim_Time_Load_FailureInputs */
/** @typedef {{}} Claim_Time_NoneInputs */
/** @typedef {{}} Claim_Time_NoteInputs */
/** @typedef {{}} Claim_Time_TitleInputs */
/** @typedef {{}} Claim_Try_AgainInputs */
/** @typedef {{}} Claim_View_HistoryInputs */
/** @typedef {{}} Claim_YesInputs */
/** @typedef {{}} Claim_Your_AnswerInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Claim_Your_Answer_InInputs */
/** @typedef {{}} Claim_Your_InitialsInputs */
/** @typedef {{}} Claim_Your_PlansInputs */
/** @typedef {{}} Claims_Assign_FigureInputs */
/** @typedef {{}} Claims_Assign_TextInputs */
/** @typedef {{}} Claims_Award_FigureInputs */
/** @typedef {{}} Claims_Award_TextInputs */
/** @typedef {{}} Claims_HeadingInputs */
/** @typedef {{}} Claims_Homeowners_FigureInputs */
/** @typedef {{}} Claims_Homeowners_TextInputs */
/** @typedef {{}} Claims_Parts_FigureInputs */
/** @typedef {{}} Claims_Parts_TextInputs */
/** @typedef {{}} Claims_Price_FigureInputs */
/** @typedef {{}} Claims_Price_TextInputs */
/** @typedef {{}} Claims_Saving_FigureInputs */
/** @typedef {{}} Claims_Saving_TextInputs */
/** @typedef {{}} Claims_Staff_FigureInputs */
/** @typedef {{}} Claims_Staff_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TextInputs */
/** @typedef {{}} Common_Article_Load_Failure_TitleInputs */
/** @typedef {{}} Common_Brochure_Error_TextInputs */
/** @typedef {{}} Common_Brochure_Error_TitleInputs */
/** @typedef {{}} Common_Change_Password_BreachedInputs */
/** @typedef {{}} Common_Change_Password_Current_IncorrectInputs */
/** @typedef {{}} Common_Change_Password_Current_RequiredInputs */
/** @typedef {{}} Common_Change_Password_FailureInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Common_Change_Password_Reset_Link_SpentInputs */
/** @typedef {{}} Common_Change_Password_Same_As_CurrentInputs */
/** @typedef {{}} Common_Change_Password_SuccessInputs */
/** @typedef {{}} Common_Chat_Answer_TimeInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Chat_FailedInputs */
/** @typedef {{}} Common_Chat_SentInputs */
/** @typedef {{}} Common_Contact_Email_InvalidInputs */
/** @typedef {{}} Common_Contact_Email_RequiredInputs */
/** @typedef {{}} Common_Contact_Message_RequiredInputs */
/** @typedef {{}} Common_Contact_SuccessInputs */
/** @typedef {{}} Common_Convert_Failure_TitleInputs */
/** @typedef {{}} Common_Coupon_FailureInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Common_Coupon_SuccessInputs */
/** @typedef {{}} Common_Default_Payment_Method_FailureInputs */
/** @typedef {{ preAuthorizedAmount: NonNullable<unknown>, newDiscount: NonNullable<unknown> }} Common_Dispatch_Change_Discount_TextInputs */
/** @typedef {{}} Common_Dispatch_Change_Discount_TitleInputs */
/** @typedef {{}} Common_Dispatch_Save_FailureInputs */
/** @typedef {{}} Common_Dispatch_Save_SuccessInputs */
/** @typedef {{}} Common_Dispatch_Submission_CancelledInputs */
/** @typedef {{}} Common_Feature_Flags_Load_FailureInputs */
/** @typedef {{}} Common_File_Upload_FailureInputs */
/** @typedef {{}} Common_File_Upload_SendingInputs */
/** @typedef {{}} Common_File_Upload_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_Email_InvalidInputs */
/** @typedef {{}} Common_Forgot_Password_Email_RequiredInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Forgot_Password_SuccessInputs */
/** @typedef {{}} Common_Forgot_Password_TextInputs */
/** @typedef {{}} Common_Forgot_Password_TitleInputs */
/** @typedef {{}} Common_Geolocation_Timed_OutInputs */
/** @typedef {{}} Common_Geolocation_UnsupportedInputs */
/** @typedef {{}} Common_Impersonation_FailureInputs */
/** @typedef {{}} Common_Initialization_Essential_Scripts_FailedInputs */
/** @typedef {{}} Common_Initialization_OfflineInputs */
/** @typedef {{}} Common_Initialization_Timed_OutInputs */
/** @typedef {{}} Common_Login_Error_TextInputs */
/** @typedef {{}} Common_Login_Error_TitleInputs */
/** @typedef {{}} Common_Login_Link_InvalidInputs */
/** @typedef {{}} Common_Login_Repair_TitleInputs */
/** @typedef {{}} Common_Login_Session_ExpiredInputs */
/** @typedef {{}} Common_Login_TitleInputs */
/** @typedef {{}} Common_Login_Too_Many_AttemptsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Common_Login_Unsent_KeptInputs */
/** @typedef {{}} Common_Merge_AutomaticInputs */
/** @typedef {{}} Common_Merge_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Confirm_ButtonInputs */
/** @typedef {{}} Common_Newsletter_Confirm_InvalidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_Confirm_SentInputs */
/** @typedef {{}} Common_Newsletter_Confirm_Sent_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TextInputs */
/** @typedef {{}} Common_Newsletter_Confirm_TitleInputs */
/** @typedef {{}} Common_Newsletter_Confirmed_TitleInputs */
/** @typedef {{}} Common_Newsletter_FailureInputs */
/** @typedef {{}} Common_Newsletter_Failure_TitleInputs */
/** @typedef {{}} Common_Newsletter_Field_ErrorInputs */
/** @typedef {{}} Common_Newsletter_Field_InvalidInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TextInputs */
/** @typedef {{}} Common_Newsletter_Invalid_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_SuccessInputs */
/** @typedef {{}} Common_Newsletter_Success_TitleInputs */
/** @typedef {{}} Common_No_Service_TextInputs */
/** @typedef {{}} Common_No_Service_TitleInputs */
/** @typedef {{}} Common_Not_Found_Go_BackInputs */
/** @typedef {{}} Common_Not_Found_TextInputs */
/** @typedef {{}} Common_Not_Found_TitleInputs */
/** @typedef {{}} Common_Order_Complete_TextInputs */
/** @typedef {{}} Common_Order_Complete_TitleInputs */
/** @typedef {{}} Common_Partner_Failure_TitleInputs */
/** @typedef {{}} Common_Partner_SuccessInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Common_Payment_SuccessInputs */
/** @typedef {{}} Common_Quick_Order_Budget_RequiredInputs */
/** @typedef {{ most: NonNullable<unknown> }} Common_Quick_Order_Budget_Too_LargeInputs */
/** @typedef {{}} Common_Quote_Address_RequiredInputs */
/** @typedef {{}} Common_Quote_Email_InvalidInputs */
/** @typedef {{}} Common_Quote_Email_RequiredInputs */
/** @typedef {{}} Common_Quote_Error_TitleInputs */
/** @typedef {{}} Common_Quote_Name_RequiredInputs */
/** @typedef {{}} Common_Quote_Phone_RequiredInputs */
/** @typedef {{}} Common_Quote_Zip_RequiredInputs */
/** @typedef {{}} Common_Required_LabelInputs */
/** @typedef {{}} Common_Service_Request_Authorization_Failure_TitleInputs */
/** @typedef {{}} Common_Service_Request_Claim_FailureInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Common_Service_Request_Send_FailureInputs */
/** @typedef {{}} Common_Service_Request_SubmittingInputs */
/** @typedef {{}} Common_Service_Request_Success_After_HoursInputs */
/** @typedef {{}} Common_Service_Request_Success_In_HoursInputs */
/** @typedef {{}} Common_Status_Update_Cancel_FailureInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Cancel_Success_TitleInputs */
/** @typedef {{}} Common_Status_Update_FailureInputs */
/** @typedef {{}} Common_Status_Update_Success_TextInputs */
/** @typedef {{}} Common_Status_Update_Success_TitleInputs */
/** @typedef {{}} Common_Streem_Signup_Email_InvalidInputs */
/** @typedef {{}} Common_Streem_Signup_FailureInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_LengthInputs */
/** @typedef {{}} Common_Streem_Signup_Phone_RequiredInputs */
/** @typedef {{ field: NonNullable<unknown> }} Common_Streem_Signup_RequiredInputs */
/** @typedef {{}} Common_Streem_Signup_SuccessInputs */
/** @typedef {{}} Common_Text_Opt_In_SuccessInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Common_Too_Many_RequestsInputs */
/** @typedef {{}} Common_Transport_Network_ErrorInputs */
/** @typedef {{}} Common_Transport_Server_Error_TextInputs */
/** @typedef {{}} Common_Transport_Server_Error_TitleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Common_Transport_Server_Error_With_CodeInputs */
/** @typedef {{}} Common_Update_AvailableInputs */
/** @typedef {{}} Common_Update_ReloadInputs */
/** @typedef {{}} Common_Validation_Dialog_TitleInputs */
/** @typedef {{}} Contact_Customer_CareInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Contact_DescriptionInputs */
/** @typedef {{}} Contact_EyebrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Contact_Failed_TextInputs */
/** @typedef {{}} Contact_Failed_TitleInputs */
/** @typedef {{}} Contact_Form_HeadingInputs */
/** @typedef {{}} Contact_Form_IntroInputs */
/** @typedef {{}} Contact_Form_LabelInputs */
/** @typedef {{}} Contact_Info_HeadingInputs */
/** @typedef {{}} Contact_IntroInputs */
/** @typedef {{}} Contact_Mailing_AddressInputs */
/** @typedef {{}} Contact_MediaInputs */
/** @typedef {{}} Contact_Message_LabelInputs */
/** @typedef {{}} Contact_Sent_TitleInputs */
/** @typedef {{}} Contact_SubmitInputs */
/** @typedef {{}} Contact_TitleInputs */
/** @typedef {{}} Cookie_Bar_CloseInputs */
/** @typedef {{}} Cookie_Bar_TextInputs */
/** @typedef {{}} Cookie_Bar_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Amount_DueInputs */
/** @typedef {{}} Escrow_Invoice_Amount_PaidInputs */
/** @typedef {{}} Escrow_Invoice_BuyerInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_Cancelled_CallInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_CancelledInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Escrow_Invoice_Cancelled_Contract_ExpiredInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_InvoiceInputs */
/** @typedef {{}} Escrow_Invoice_Cancelled_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Closing_DateInputs */
/** @typedef {{}} Escrow_Invoice_Contract_NumberInputs */
/** @typedef {{}} Escrow_Invoice_Email_LabelInputs */
/** @typedef {{}} Escrow_Invoice_Email_RequiredInputs */
/** @typedef {{}} Escrow_Invoice_Load_FailureInputs */
/** @typedef {{}} Escrow_Invoice_LoadingInputs */
/** @typedef {{}} Escrow_Invoice_Needs_EmailInputs */
/** @typedef {{}} Escrow_Invoice_Not_SetInputs */
/** @typedef {{}} Escrow_Invoice_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Escrow_Invoice_Paid_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Escrow_Invoice_PayInputs */
/** @typedef {{}} Escrow_Invoice_Pay_TitleInputs */
/** @typedef {{}} Escrow_Invoice_PayingInputs */
/** @typedef {{}} Escrow_Invoice_Payment_FailureInputs */
/** @typedef {{}} Escrow_Invoice_PlanInputs */
/** @typedef {{}} Escrow_Invoice_PropertyInputs */
/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_QuestionsInputs */
/** @typedef {{}} Escrow_Invoice_TitleInputs */
/** @typedef {{}} Escrow_Invoice_Try_AgainInputs */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Footer_CallInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{}} Footer_ContractorsInputs */
/** @typedef {{}} Footer_HomeownersInputs */
/** @typedef {{}} Footer_Nav_LabelInputs */
/** @typedef {{}} Footer_Privacy_ChoicesInputs */
/** @typedef {{}} Footer_Privacy_PolicyInputs */
/** @typedef {{}} Footer_Real_EstateInputs */
/** @typedef {{}} Footer_ResourcesInputs */
/** @typedef {{}} Footer_State_NoticeInputs */
/** @typedef {{}} Footer_TaglineInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Header_AccountInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Header_CallInputs */
/** @typedef {{}} Header_ContractorsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Header_Home_LinkInputs */
/** @typedef {{}} Header_HomeownerInputs */
/** @typedef {{}} Header_LoginInputs */
/** @typedef {{}} Header_My_AccountInputs */
/** @typedef {{}} Header_Nav_LabelInputs */
/** @typedef {{}} Header_Real_EstateInputs */
/** @typedef {{}} Home_Become_ContractorInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Brochure_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Tools_TitleInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TextInputs */
/** @typedef {{}} Home_Buyers_Callout_Why_TitleInputs */
/** @typedef {{}} Home_Buyers_Callouts_HeadingInputs */
/** @typedef {{}} Home_Buyers_EyebrowInputs */
/** @typedef {{}} Home_Buyers_HeadingInputs */
/** @typedef {{}} Home_Buyers_IntroInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Benefits_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Plans_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reps_TitleInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_DescriptionInputs */
/** @typedef {{}} Home_Buyers_Meta_Reviews_TitleInputs */
/** @typedef {{}} Home_Buyers_OrInputs */
/** @typedef {{}} Home_Buyers_Place_OrderInputs */
/** @typedef {{}} Home_Buyers_Plans_HeadingInputs */
/** @typedef {{}} Home_Buyers_Plans_IntroInputs */
/** @typedef {{}} Home_Buyers_Quick_Order_LoadingInputs */
/** @typedef {{}} Home_Buyers_Section_RepsInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_Buyers_Section_WhyInputs */
/** @typedef {{}} Home_Buyers_Subnav_LabelInputs */
/** @typedef {{}} Home_Contractors_HeadingInputs */
/** @typedef {{}} Home_Contractors_TextInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Home_DescriptionInputs */
/** @typedef {{}} Home_EyebrowInputs */
/** @typedef {{}} Home_Find_RepInputs */
/** @typedef {{}} Home_HeadingInputs */
/** @typedef {{}} Home_IntroInputs */
/** @typedef {{}} Home_Real_Estate_HeadingInputs */
/** @typedef {{}} Home_Real_Estate_PlansInputs */
/** @typedef {{}} Home_Real_Estate_Point1Inputs */
/** @typedef {{}} Home_Real_Estate_Point2Inputs */
/** @typedef {{}} Home_Real_Estate_Point3Inputs */
/** @typedef {{}} Home_Real_Estate_TextInputs */
/** @typedef {{}} Home_See_PlansInputs */
/** @typedef {{}} Home_Step1_TextInputs */
/** @typedef {{}} Home_Step1_TitleInputs */
/** @typedef {{}} Home_Step2_TextInputs */
/** @typedef {{}} Home_Step2_TitleInputs */
/** @typedef {{}} Home_Step3_TextInputs */
/** @typedef {{}} Home_Step3_TitleInputs */
/** @typedef {{}} Home_Steps_HeadingInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Homeowner_Choose_PlanInputs */
/** @typedef {{}} Homeowner_DescriptionInputs */
/** @typedef {{}} Homeowner_EyebrowInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Homeowner_IntroInputs */
/** @typedef {{}} Homeowner_Plans_HeadingInputs */
/** @typedef {{}} Homeowner_Plans_IntroInputs */
/** @typedef {{}} Homeowner_RenewInputs */
/** @typedef {{}} Homeowner_Request_QuoteInputs */
/** @typedef {{}} Homeowner_Subnav_LabelInputs */
/** @typedef {{}} Homeowner_TitleInputs */
/** @typedef {{}} Illustration_SoldInputs */
/** @typedef {{}} Install_AppInputs */
/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */
/** @typedef {{}} Legal_English_GovernsInputs */
/** @typedef {{}} Legal_Privacy_DescriptionInputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_State_Notice_DescriptionInputs */
/** @typedef {{}} Legal_State_Notice_TitleInputs */
/** @typedef {{}} Legal_Terms_DescriptionInputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{}} Legal_Toc_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Legal_UpdatedInputs */
/** @typedef {{}} Not_Found_Page_TitleInputs */
/** @typedef {{}} Order_Addon_IncludedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_LessInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Addon_MoreInputs */
/** @typedef {{}} Order_AddonsInputs */
/** @typedef {{}} Order_Addons_NoneInputs */
/** @typedef {{ address: NonNullable<unknown> }} Order_Address_Did_You_MeanInputs */
/** @typedef {{}} Order_Address_UseInputs */
/** @typedef {{}} Order_Auto_RenewInputs */
/** @typedef {{}} Order_BackInputs */
/** @typedef {{}} Order_Billing_CityInputs */
/** @typedef {{}} Order_Billing_City_RequiredInputs */
/** @typedef {{}} Order_Billing_SameInputs */
/** @typedef {{}} Order_Billing_StateInputs */
/** @typedef {{}} Order_Billing_State_RequiredInputs */
/** @typedef {{}} Order_Billing_StreetInputs */
/** @typedef {{}} Order_Billing_Street_RequiredInputs */
/** @typedef {{}} Order_Billing_ZipInputs */
/** @typedef {{}} Order_Billing_Zip_RequiredInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_CreditInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_Credit_AppliedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_Buyers_Credit_ApplyInputs */
/** @typedef {{}} Order_Card_EnterInputs */
/** @typedef {{}} Order_Card_ExpiredInputs */
/** @typedef {{}} Order_Card_Frame_TitleInputs */
/** @typedef {{}} Order_Card_HintInputs */
/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Order_Card_LabelInputs */
/** @typedef {{}} Order_Card_LegendInputs */
/** @typedef {{}} Order_Card_Needs_EmailInputs */
/** @typedef {{}} Order_Card_OfflineInputs */
/** @typedef {{}} Order_Card_Open_AgainInputs */
/** @typedef {{}} Order_Card_Open_FailedInputs */
/** @typedef {{}} Order_Card_Open_LostInputs */
/** @typedef {{}} Order_Card_OpeningInputs */
/** @typedef {{}} Order_Card_Read_FailedInputs */
/** @typedef {{}} Order_Card_Read_LostInputs */
/** @typedef {{}} Order_Card_ReadingInputs */
/** @typedef {{}} Order_Card_RequiredInputs */
/** @typedef {{}} Order_Card_Try_AgainInputs */
/** @typedef {{}} Order_Card_Use_DifferentInputs */
/** @typedef {{ field: NonNullable<unknown>, problem: NonNullable<unknown> }} Order_Check_BodyInputs */
/** @typedef {{}} Order_Choose_Plan_To_RenewInputs */
/** @typedef {{}} Order_Choose_Plan_To_UpgradeInputs */
/** @typedef {{}} Order_Choose_StateInputs */
/** @typedef {{}} Order_CityInputs */
/** @typedef {{}} Order_City_RequiredInputs */
/** @typedef {{}} Order_Close_DateInputs */
/** @typedef {{}} Order_Close_Date_RequiredInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Confirm_Owner_ContractInputs */
/** @typedef {{}} Order_Confirm_Owner_NoInputs */
/** @typedef {{}} Order_Confirm_Owner_NoteInputs */
/** @typedef {{}} Order_Confirm_Owner_QuestionInputs */
/** @typedef {{}} Order_Confirm_Owner_TitleInputs */
/** @typedef {{}} Order_Confirm_Owner_YesInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Order_Confirmation_Agent_LeadInputs */
/** @typedef {{}} Order_Confirmation_Amount_PaidInputs */
/** @typedef {{}} Order_Confirmation_Coverage_StartsInputs */
/** @typedef {{}} Order_Confirmation_Monthly_PaymentInputs */
/** @typedef {{}} Order_Confirmation_Next_TitleInputs */
/** @typedef {{}} Order_Confirmation_NoneInputs */
/** @typedef {{}} Order_Confirmation_Policy_NumberInputs */
/** @typedef {{}} Order_Confirmation_StartInputs */
/** @typedef {{}} Order_Confirmation_Starts_At_CloseInputs */
/** @typedef {{}} Order_Confirmation_TitleInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_EmailInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_First_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_Last_NameInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_PhoneInputs */
/** @typedef {{}} Order_Contact_PreferencesInputs */
/** @typedef {{}} Order_Contact_SmsInputs */
/** @typedef {{}} Order_Contact_Sms_HintInputs */
/** @typedef {{}} Order_Contact_Sms_PhoneInputs */
/** @typedef {{}} Order_Contact_Welcome_CallInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Convert_FailedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Coupon_AppliedInputs */
/** @typedef {{ code: NonNullable<unknown>, amount: NonNullable<unknown> }} Order_Coupon_Applied_AmountInputs */
/** @typedef {{}} Order_Coupon_ApplyInputs */
/** @typedef {{}} Order_Coupon_CheckingInputs */
/** @typedef {{}} Order_Coupon_CodeInputs */
/** @typedef {{}} Order_Coverage_LengthInputs */
/** @typedef {{}} Order_Create_Password_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Create_Password_TextInputs */
/** @typedef {{}} Order_Create_Password_TitleInputs */
/** @typedef {{}} Order_Credit_ApplyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Credit_AvailableInputs */
/** @typedef {{}} Order_DeclinedInputs */
/** @typedef {{}} Order_Due_At_ClosingInputs */
/** @typedef {{}} Order_Due_NowInputs */
/** @typedef {{}} Order_Due_TodayInputs */
/** @typedef {{}} Order_Enter_Another_CardInputs */
/** @typedef {{}} Order_Escrow_CompanyInputs */
/** @typedef {{}} Order_Escrow_NoteInputs */
/** @typedef {{}} Order_Escrow_OfficerInputs */
/** @typedef {{}} Order_Escrow_Officer_EmailInputs */
/** @typedef {{}} Order_Escrow_Officer_NameInputs */
/** @typedef {{}} Order_Failed_ConnectionInputs */
/** @typedef {{}} Order_Failed_UnknownInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Order_Failed_With_ReasonInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_First_Name_RequiredInputs */
/** @typedef {{}} Order_For_BuyerInputs */
/** @typedef {{}} Order_For_LegendInputs */
/** @typedef {{}} Order_For_SellerInputs */
/** @typedef {{}} Order_Go_To_AccountInputs */
/** @typedef {{ paymentType: NonNullable<unknown> }} Order_Kept_WhyInputs */
/** @typedef {{ person: NonNullable<unknown> }} Order_Last_Name_RequiredInputs */
/** @typedef {{}} Order_Limits_CoveredInputs */
/** @typedef {{}} Order_Limits_FailedInputs */
/** @typedef {{}} Order_Limits_LimitsInputs */
/** @typedef {{}} Order_Limits_LinkInputs */
/** @typedef {{}} Order_Limits_Not_CoveredInputs */
/** @typedef {{}} Order_Limits_TitleInputs */
/** @typedef {{}} Order_LoadingInputs */
/** @typedef {{}} Order_Loading_PlanInputs */
/** @typedef {{}} Order_LoginInputs */
/** @typedef {{}} Order_Login_To_RenewInputs */
/** @typedef {{}} Order_Login_To_UpgradeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_AccountInputs */
/** @typedef {{}} Order_Next_Agent_AccountInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Agent_EmailedInputs */
/** @typedef {{}} Order_Next_Agent_EscrowInputs */
/** @typedef {{}} Order_Next_Agent_PaidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Awaiting_OwnerInputs */
/** @typedef {{}} Order_Next_EscrowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Next_Keep_PolicyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Next_MonthlyInputs */
/** @typedef {{}} Order_Next_Paid_FullInputs */
/** @typedef {{ step: NonNullable<unknown> }} Order_Next_StepInputs */
/** @typedef {{}} Order_NoInputs */
/** @typedef {{}} Order_Not_NowInputs */
/** @typedef {{}} Order_Not_PricedInputs */
/** @typedef {{}} Order_NowInputs */
/** @typedef {{}} Order_Offline_Card_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_Needs_ConnectionInputs */
/** @typedef {{}} Order_Offline_QueuedInputs */
/** @typedef {{}} Order_Offline_Save_FailedInputs */
/** @typedef {{}} Order_OptionsInputs */
/** @typedef {{}} Order_Options_Need_PlanInputs */
/** @typedef {{}} Order_PaidInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Add_NewInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Order_Partner_Call_UsInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_ChangeInputs */
/** @typedef {{}} Order_Partner_ChooseInputs */
/** @typedef {{}} Order_Partner_CompanyInputs */
/** @typedef {{}} Order_Partner_EmailInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_FindInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Find_TitleInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Login_To_AddInputs */
/** @typedef {{}} Order_Partner_NameInputs */
/** @typedef {{}} Order_Partner_Name_RequiredInputs */
/** @typedef {{ role: NonNullable<unknown>, term: NonNullable<unknown> }} Order_Partner_No_MatchInputs */
/** @typedef {{}} Order_Partner_NoneInputs */
/** @typedef {{}} Order_Partner_Not_ListedInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_NounInputs */
/** @typedef {{}} Order_Partner_PhoneInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_RemoveInputs */
/** @typedef {{}} Order_Partner_ResultsInputs */
/** @typedef {{}} Order_Partner_SaveInputs */
/** @typedef {{}} Order_Partner_SavingInputs */
/** @typedef {{}} Order_Partner_SearchInputs */
/** @typedef {{}} Order_Partner_Search_FailedInputs */
/** @typedef {{}} Order_Partner_Search_HintInputs */
/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_Search_LabelInputs */
/** @typedef {{}} Order_Partner_SearchingInputs */
/** @typedef {{}} Order_Partner_Site_TextInputs */
/** @typedef {{}} Order_Partner_Site_TitleInputs */
/** @typedef {{}} Order_Party_LegendInputs */
/** @typedef {{}} Order_Party_RequiredInputs */
/** @typedef {{}} Order_Pay_EscrowInputs */
/** @typedef {{}} Order_Pay_FullInputs */
/** @typedef {{}} Order_Pay_LegendInputs */
/** @typedef {{}} Order_Pay_MonthlyInputs */
/** @typedef {{}} Order_Pay_Needs_EmailInputs */
/** @typedef {{}} Order_PlaceInputs */
/** @typedef {{}} Order_PlacingInputs */
/** @typedef {{}} Order_Plan_CurrentInputs */
/** @typedef {{}} Order_Plan_Hide_DetailsInputs */
/** @typedef {{ text: NonNullable<unknown> }} Order_Plan_Listing_CoverageInputs */
/** @typedef {{}} Order_Plan_Load_ErrorInputs */
/** @typedef {{}} Order_Plan_Load_FailedInputs */
/** @typedef {{}} Order_Plan_LoadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Name_MonthlyInputs */
/** @typedef {{}} Order_Plan_Needs_PropertyInputs */
/** @typedef {{}} Order_Plan_Order_NowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Order_Now_LabelInputs */
/** @typedef {{}} Order_Plan_RequiredInputs */
/** @typedef {{}} Order_Plan_See_DetailsInputs */
/** @typedef {{}} Order_Plan_SelectedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Selected_LabelInputs */
/** @typedef {{}} Order_Prepaid_CallsInputs */
/** @typedef {{}} Order_Prepaid_NoneInputs */
/** @typedef {{}} Order_Price_Buyers_Credit_LeftInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Price_Changed_ConfirmInputs */
/** @typedef {{}} Order_Price_Changed_TitleInputs */
/** @typedef {{}} Order_Price_Choose_PlanInputs */
/** @typedef {{}} Order_Price_DetailsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_At_Closing_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Now_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Order_Price_Due_Today_AmountInputs */
/** @typedef {{}} Order_Price_FailedInputs */
/** @typedef {{}} Order_Price_HideInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_MonthlyInputs */
/** @typedef {{}} Order_Price_Monthly_TotalInputs */
/** @typedef {{}} Order_Price_Offline_EstimateInputs */
/** @typedef {{}} Order_Price_Summary_LabelInputs */
/** @typedef {{}} Order_Price_TotalInputs */
/** @typedef {{}} Order_Price_Total_Due_At_ClosingInputs */
/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown> }} Order_Price_Total_MonthlyInputs */
/** @typedef {{}} Order_Price_UnavailableInputs */
/** @typedef {{}} Order_Price_UpdatingInputs */
/** @typedef {{}} Order_Price_Updating_ShortInputs */
/** @typedef {{}} Order_Price_Upgrade_UnavailableInputs */
/** @typedef {{ price: NonNullable<unknown> }} Order_Price_YearlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Order_Property_State_HintInputs */
/** @typedef {{}} Order_Property_TypeInputs */
/** @typedef {{}} Order_Property_Type_RequiredInputs */
/** @typedef {{}} Order_Queued_ClearInputs */
/** @typedef {{}} Order_Queued_DescribeInputs */
/** @typedef {{}} Order_Queued_DiscardInputs */
/** @typedef {{ plan: NonNullable<unknown>, owner: NonNullable<unknown>, address: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Queued_LineInputs */
/** @typedef {{}} Order_Queued_Not_PlacedInputs */
/** @typedef {{}} Order_Queued_OfflineInputs */
/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Queued_PlacedInputs */
/** @typedef {{ total: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Queued_Price_ChangedInputs */
/** @typedef {{}} Order_Queued_Price_FailedInputs */
/** @typedef {{}} Order_Queued_RefusedInputs */
/** @typedef {{}} Order_Queued_Review_PriceInputs */
/** @typedef {{}} Order_Queued_Send_NowInputs */
/** @typedef {{}} Order_Queued_TitleInputs */
/** @typedef {{}} Order_Queued_WaitingInputs */
/** @typedef {{}} Order_Quick_BudgetInputs */
/** @typedef {{}} Order_Quick_ButtonInputs */
/** @typedef {{}} Order_Quick_FailedInputs */
/** @typedef {{}} Order_Quick_FindingInputs */
/** @typedef {{}} Order_Quick_HeadingInputs */
/** @typedef {{}} Order_Quick_ListingInputs */
/** @typedef {{}} Order_Quick_No_Plan_FitsInputs */
/** @typedef {{}} Order_Quick_Offline_No_PlansInputs */
/** @typedef {{}} Order_Quick_State_RequiredInputs */
/** @typedef {{}} Order_Quick_SummaryInputs */
/** @typedef {{}} Order_Recent_Purchase_LegendInputs */
/** @typedef {{}} Order_Recent_Purchase_NoteInputs */
/** @typedef {{}} Order_RemoveInputs */
/** @typedef {{}} Order_Review_AddonInputs */
/** @typedef {{}} Order_Review_BuyerInputs */
/** @typedef {{ lastFour: NonNullable<unknown> }} Order_Review_Card_EndingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Order_Review_Close_DateInputs */
/** @typedef {{ code: NonNullable<unknown> }} Order_Review_CouponInputs */
/** @typedef {{ part: NonNullable<unknown> }} Order_Review_EditInputs */
/** @typedef {{}} Order_Review_No_PlanInputs */
/** @typedef {{ party: NonNullable<unknown> }} Order_Review_Ordered_ByInputs */
/** @typedef {{}} Order_Review_OwnerInputs */
/** @typedef {{}} Order_Review_PriceInputs */
/** @typedef {{}} Order_Review_Price_LaterInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Review_Service_FeeInputs */
/** @typedef {{}} Order_Role_Agent_AssistantInputs */
/** @typedef {{}} Order_Role_Buyer_AgentInputs */
/** @typedef {{}} Order_Role_Escrow_OfficerInputs */
/** @typedef {{}} Order_Role_Home_BuyerInputs */
/** @typedef {{}} Order_Role_Listing_AgentInputs */
/** @typedef {{}} Order_Role_Loan_OfficerInputs */
/** @typedef {{}} Order_Seller_First_NameInputs */
/** @typedef {{}} Order_Seller_Last_NameInputs */
/** @typedef {{}} Order_SendingInputs */
/** @typedef {{}} Order_Service_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Order_Service_Fee_FactInputs */
/** @typedef {{ fee: NonNullable<unknown>, offset: NonNullable<unknown> }} Order_Service_Fee_OffsetInputs */
/** @typedef {{}} Order_Site_Plans_ForInputs */
/** @typedef {{}} Order_Sms_Phone_IncompleteInputs */
/** @typedef {{}} Order_Something_WrongInputs */
/** @typedef {{ from: NonNullable<unknown> }} Order_Sqft_Or_MoreInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Order_Sqft_RangeInputs */
/** @typedef {{}} Order_Square_FootageInputs */
/** @typedef {{}} Order_Start_DescriptionInputs */
/** @typedef {{}} Order_Start_HeadingInputs */
/** @typedef {{}} Order_Start_TitleInputs */
/** @typedef {{}} Order_StateInputs */
/** @typedef {{}} Order_Step_ContactsInputs */
/** @typedef {{ step: NonNullable<unknown>, count: NonNullable<unknown> }} Order_Step_CountInputs */
/** @typedef {{}} Order_Step_OptionsInputs */
/** @typedef {{}} Order_Step_PartnersInputs */
/** @typedef {{}} Order_Step_PaymentInputs */
/** @typedef {{}} Order_Step_PlanInputs */
/** @typedef {{}} Order_Step_PropertyInputs */
/** @typedef {{}} Order_Step_ReviewInputs */
/** @typedef {{}} Order_Steps_LabelInputs */
/** @typedef {{}} Order_Street_AddressInputs */
/** @typedef {{}} Order_Terms_AgreeInputs */
/** @typedef {{}} Order_Terms_EnglishInputs */
/** @typedef {{}} Order_Terms_RequiredInputs */
/** @typedef {{}} Order_Title_ConvertInputs */
/** @typedef {{}} Order_Title_NewInputs */
/** @typedef {{}} Order_Title_RenewInputs */
/** @typedef {{}} Order_Title_UpgradeInputs */
/** @typedef {{}} Order_Type_HomeownerInputs */
/** @typedef {{}} Order_Type_Real_EstateInputs */
/** @typedef {{}} Order_Type_TitleInputs */
/** @typedef {{}} Order_Unit_MonthInputs */
/** @typedef {{}} Order_Unit_OptionalInputs */
/** @typedef {{}} Order_Unit_YearInputs */
/** @typedef {{}} Order_Updating_The_PriceInputs */
/** @typedef {{}} Order_Validation_OkInputs */
/** @typedef {{ count: NonNullable<unknown> }} Order_YearsInputs */
/** @typedef {{}} Order_YesInputs */
/** @typedef {{}} Order_Zip_CodeInputs */
/** @typedef {{}} Order_Zip_InvalidInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_MonthlyInputs */
/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_YearlyInputs */
/** @typedef {{}} Plans_State_LabelInputs */
/** @typedef {{}} Privacy_Centre_Accept_AllInputs */
/** @typedef {{}} Privacy_Centre_Advertising_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Advertising_NameInputs */
/** @typedef {{}} Privacy_Centre_Analytics_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Analytics_NameInputs */
/** @typedef {{}} Privacy_Centre_Category_CommercialInputs */
/** @typedef {{}} Privacy_Centre_Category_IdentifiersInputs */
/** @typedef {{}} Privacy_Centre_Category_InferencesInputs */
/** @typedef {{}} Privacy_Centre_Category_Internet_ActivityInputs */
/** @typedef {{}} Privacy_Centre_Category_SensoryInputs */
/** @typedef {{}} Privacy_Centre_Functional_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Functional_NameInputs */
/** @typedef {{}} Privacy_Centre_Gpc_NoticeInputs */
/** @typedef {{}} Privacy_Centre_IntroInputs */
/** @typedef {{}} Privacy_Centre_Necessary_DescriptionInputs */
/** @typedef {{}} Privacy_Centre_Necessary_NameInputs */
/** @typedef {{}} Privacy_Centre_Purposes_LabelInputs */
/** @typedef {{}} Privacy_Centre_Read_MoreInputs */
/** @typedef {{}} Privacy_Centre_Reject_AllInputs */
/** @typedef {{}} Privacy_Centre_SaveInputs */
/** @typedef {{}} Privacy_Centre_SavedInputs */
/** @typedef {{}} Privacy_Centre_Sold_Or_SharedInputs */
/** @typedef {{}} Privacy_Choices_TitleInputs */
/** @typedef {{}} Quote_Banner_ButtonInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Banner_TextInputs */
/** @typedef {{}} Quote_Banner_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Failed_TextInputs */
/** @typedef {{}} Quote_Form_LabelInputs */
/** @typedef {{}} Quote_Form_Recent_PurchaseInputs */
/** @typedef {{}} Quote_Form_SubmitInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Form_Thanks_TextInputs */
/** @typedef {{}} Quote_Form_Thanks_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Quote_Section_CallInputs */
/** @typedef {{}} Quote_Section_Point_ContractorInputs */
/** @typedef {{}} Quote_Section_Point_PriceInputs */
/** @typedef {{}} Quote_Section_Point_StatesInputs */
/** @typedef {{}} Quote_Section_TextInputs */
/** @typedef {{}} Quote_Section_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, phone: NonNullable<unknown> }} Reps_Call_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LinkInputs */
/** @typedef {{}} Reps_HeadingInputs */
/** @typedef {{}} Reps_IntroInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_List_LabelInputs */
/** @typedef {{}} Reps_Load_FailedInputs */
/** @typedef {{}} Reps_LoadingInputs */
/** @typedef {{}} Reps_Location_Timed_OutInputs */
/** @typedef {{}} Reps_Location_TitleInputs */
/** @typedef {{ state: NonNullable<unknown> }} Reps_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reps_Photo_AltInputs */
/** @typedef {{}} Reps_State_LabelInputs */
/** @typedef {{}} Request_RepairInputs */
/** @typedef {{}} Resources_AllInputs */
/** @typedef {{}} Resources_BreadcrumbInputs */
/** @typedef {{}} Resources_Categories_LabelInputs */
/** @typedef {{}} Resources_Category_FailedInputs */
/** @typedef {{}} Resources_LinkInputs */
/** @typedef {{}} Resources_List_FailedInputs */
/** @typedef {{}} Resources_Load_MoreInputs */
/** @typedef {{}} Resources_LoadingInputs */
/** @typedef {{}} Resources_Newsletter_HeadingInputs */
/** @typedef {{}} Resources_Newsletter_LabelInputs */
/** @typedef {{}} Resources_Newsletter_PlaceholderInputs */
/** @typedef {{}} Resources_Newsletter_SubmitInputs */
/** @typedef {{}} Resources_Newsletter_TextInputs */
/** @typedef {{}} Resources_No_ArticlesInputs */
/** @typedef {{}} Resources_Recent_HeadingInputs */
/** @typedef {{}} Resources_Recent_IntroInputs */
/** @typedef {{ category: NonNullable<unknown> }} Resources_RelatedInputs */
/** @typedef {{}} Resources_RetryInputs */
/** @typedef {{}} Resources_ShareInputs */
/** @typedef {{}} Resources_Share_EmailInputs */
/** @typedef {{ network: NonNullable<unknown> }} Resources_Share_OnInputs */
/** @typedef {{}} Resources_Share_TitleInputs */
/** @typedef {{}} Resources_TitleInputs */
/** @typedef {{}} Resources_Unknown_Category_TextInputs */
/** @typedef {{}} Resources_Unknown_Category_TitleInputs */
/** @typedef {{}} Reviews_Contractor_HeadingInputs */
/** @typedef {{}} Reviews_Contractor_IntroInputs */
/** @typedef {{}} Reviews_Customer_HeadingInputs */
/** @typedef {{}} Reviews_Customer_IntroInputs */
/** @typedef {{}} Reviews_Homeowner_HeadingInputs */
/** @typedef {{}} Reviews_Homeowner_IntroInputs */
/** @typedef {{}} Reviews_Load_FailedInputs */
/** @typedef {{}} Reviews_LoadingInputs */
/** @typedef {{}} Reviews_Real_Estate_HeadingInputs */
/** @typedef {{}} Reviews_Real_Estate_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Reviews_Show_AllInputs */
/** @typedef {{}} Reviews_Show_FewerInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Reviews_StarsInputs */
/** @typedef {{}} Site_Form_AddressInputs */
/** @typedef {{}} Site_Form_EmailInputs */
/** @typedef {{}} Site_Form_NameInputs */
/** @typedef {{}} Site_Form_NoInputs */
/** @typedef {{}} Site_Form_PhoneInputs */
/** @typedef {{}} Site_Form_SendingInputs */
/** @typedef {{}} Site_Form_YesInputs */
/** @typedef {{}} Site_Form_ZipInputs */
/** @typedef {{}} Social_New_TabInputs */
/** @typedef {{}} State_Notice_Form_ChooseInputs */
/** @typedef {{}} State_Notice_Form_DetailsInputs */
/** @typedef {{ max: NonNullable<unknown> }} State_Notice_Form_Details_Too_LongInputs */
/** @typedef {{}} State_Notice_Form_Email_InvalidInputs */
/** @typedef {{}} State_Notice_Form_Email_RequiredInputs */
/** @typedef {{ phone: NonNullable<unknown> }} State_Notice_Form_Failed_TextInputs */
/** @typedef {{}} State_Notice_Form_Failed_TitleInputs */
/** @typedef {{}} State_Notice_Form_LabelInputs */
/** @typedef {{}} State_Notice_Form_Name_RequiredInputs */
/** @typedef {{}} State_Notice_Form_ReceivedInputs */
/** @typedef {{}} State_Notice_Form_StateInputs */
/** @typedef {{}} State_Notice_Form_State_InvalidInputs */
/** @typedef {{}} State_Notice_Form_State_RequiredInputs */
/** @typedef {{}} State_Notice_Form_SubmitInputs */
/** @typedef {{}} State_Notice_Form_TypeInputs */
/** @typedef {{}} State_Notice_Form_Type_AccessInputs */
/** @typedef {{}} State_Notice_Form_Type_CorrectionInputs */
/** @typedef {{}} State_Notice_Form_Type_DeletionInputs */
/** @typedef {{}} State_Notice_Form_Type_RequiredInputs */
/** @typedef {{}} Status_Update_BackInputs */
/** @typedef {{}} Status_Update_BookInputs */
/** @typedef {{}} Status_Update_Book_FailureInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_BookedInputs */
/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_Booked_NowInputs */
/** @typedef {{}} Status_Update_BookingInputs */
/** @typedef {{}} Status_Update_Cancel_ButtonInputs */
/** @typedef {{}} Status_Update_Cancel_IntroInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Cancel_PromptInputs */
/** @typedef {{}} Status_Update_Cancel_ReasonInputs */
/** @typedef {{}} Status_Update_Cancel_TitleInputs */
/** @typedef {{}} Status_Update_Choose_AllInputs */
/** @typedef {{}} Status_Update_ClosedInputs */
/** @typedef {{}} Status_Update_DateInputs */
/** @typedef {{}} Status_Update_Date_HintInputs */
/** @typedef {{}} Status_Update_Date_RangeInputs */
/** @typedef {{}} Status_Update_End_WindowInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Status_Update_HelpInputs */
/** @typedef {{}} Status_Update_IntroInputs */
/** @typedef {{}} Status_Update_Load_FailedInputs */
/** @typedef {{}} Status_Update_LoadingInputs */
/** @typedef {{}} Status_Update_OfflineInputs */
/** @typedef {{}} Status_Update_ReadyInputs */
/** @typedef {{}} Status_Update_Reason_RequiredInputs */
/** @typedef {{}} Status_Update_Schedule_TitleInputs */
/** @typedef {{}} Status_Update_Start_WindowInputs */
/** @typedef {{}} Status_Update_SubmitInputs */
/** @typedef {{}} Status_Update_SubmittingInputs */
/** @typedef {{}} Status_Update_TitleInputs */
/** @typedef {{}} Status_Update_Try_AgainInputs */
/** @typedef {{}} Status_Update_Windows_OrInputs */
/** @typedef {{}} Status_Update_Windows_TitleInputs */
/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Work_OrderInputs */
/** @typedef {{}} Video_Support_CompanyInputs */
/** @typedef {{ brand: NonNullable<unknown>, service: NonNullable<unknown> }} Video_Support_Consent_EmailInputs */
/** @typedef {{}} Video_Support_Consent_HintInputs */
/** @typedef {{}} Video_Support_Consent_PrivacyInputs */
/** @typedef {{}} Video_Support_EmailInputs */
/** @typedef {{}} Video_Support_First_NameInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_HeadingInputs */
/** @typedef {{ service: NonNullable<unknown> }} Video_Support_IntroInputs */
/** @typedef {{}} Video_Support_Last_NameInputs */
/** @typedef {{}} Video_Support_PhoneInputs */
/** @typedef {{}} Video_Support_SendingInputs */
/** @typedef {{}} Video_Support_SubmitInputs */
/** @typedef {{ policyId: NonNullable<unknown> }} Warranty_Link_Frame_TitleInputs */
/** @typedef {{}} Warranty_Link_TitleInputs */
/** @typedef {{}} Why_Award_TextInputs */
/** @typedef {{}} Why_Award_TitleInputs */
/** @typedef {{}} Why_Contractor_TextInputs */
/** @typedef {{}} Why_Contractor_TitleInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_HeadingInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Why_IntroInputs */
/** @typedef {{}} Why_Local_TextInputs */
/** @typedef {{}} Why_Local_TitleInputs */
/** @typedef {{}} Why_Parts_TextInputs */
/** @typedef {{}} Why_Parts_TitleInputs */
/** @typedef {{}} Why_People_TextInputs */
/** @typedef {{}} Why_People_TitleInputs */
/** @typedef {{}} Why_Savings_TextInputs */
/** @typedef {{}} Why_Savings_TitleInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "Our awards could not be loaded just now. Please try again later." |
*
* @param {About_Awards_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_awards_failed = /** @type {((inputs?: About_Awards_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_awards_failed(inputs)
	return __en.about_awards_failed(inputs)
});
/**
* | output |
* | --- |
* | "Awards and recognition" |
*
* @param {About_Awards_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_awards_heading = /** @type {((inputs?: About_Awards_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_awards_heading(inputs)
	return __en.about_awards_heading(inputs)
});
/**
* | output |
* | --- |
* | "{brand} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our leadership, see our awards and get a free quote." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_description = /** @type {((inputs: About_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_description(inputs)
	return __en.about_description(inputs)
});
/**
* | output |
* | --- |
* | "The company in figures" |
*
* @param {About_Figures_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_figures_heading = /** @type {((inputs?: About_Figures_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Figures_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_figures_heading(inputs)
	return __en.about_figures_heading(inputs)
});
/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {About_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_follow_heading = /** @type {((inputs?: About_Follow_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_follow_heading(inputs)
	return __en.about_follow_heading(inputs)
});
/**
* | output |
* | --- |
* | "Seasonal maintenance tips, stories from our contractors and news from the company." |
*
* @param {About_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_follow_intro = /** @type {((inputs?: About_Follow_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_follow_intro(inputs)
	return __en.about_follow_intro(inputs)
});
/**
* | output |
* | --- |
* | "For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_intro = /** @type {((inputs?: About_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_intro(inputs)
	return __en.about_intro(inputs)
});
/**
* | output |
* | --- |
* | "Our leadership team could not be loaded just now. Please try again later." |
*
* @param {About_Leadership_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_leadership_failed = /** @type {((inputs?: About_Leadership_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_leadership_failed(inputs)
	return __en.about_leadership_failed(inputs)
});
/**
* | output |
* | --- |
* | "Our leadership" |
*
* @param {About_Leadership_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_leadership_heading = /** @type {((inputs?: About_Leadership_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_leadership_heading(inputs)
	return __en.about_leadership_heading(inputs)
});
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {About_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_loading = /** @type {((inputs?: About_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_loading(inputs)
	return __en.about_loading(inputs)
});
/**
* | output |
* | --- |
* | "Best in Region: 2014, 2015, 2016, 2019 and 2020" |
*
* @param {About_Logo_Best_In_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_best_in_region = /** @type {((inputs?: About_Logo_Best_In_RegionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Best_In_RegionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_logo_best_in_region(inputs)
	return __en.about_logo_best_in_region(inputs)
});
/**
* | output |
* | --- |
* | "Consumer Trust Award 2025, Desert States Consumer Council" |
*
* @param {About_Logo_Consumer_TrustInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_consumer_trust = /** @type {((inputs?: About_Logo_Consumer_TrustInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Consumer_TrustInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_logo_consumer_trust(inputs)
	return __en.about_logo_consumer_trust(inputs)
});
/**
* | output |
* | --- |
* | "Accredited member of the Mountain West Home Services Alliance" |
*
* @param {About_Logo_Services_AllianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_services_alliance = /** @type {((inputs?: About_Logo_Services_AllianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Services_AllianceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_logo_services_alliance(inputs)
	return __en.about_logo_services_alliance(inputs)
});
/**
* | output |
* | --- |
* | "Member of the Western Home Warranty Association" |
*
* @param {About_Logo_Warranty_AssociationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_warranty_association = /** @type {((inputs?: About_Logo_Warranty_AssociationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Warranty_AssociationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_logo_warranty_association(inputs)
	return __en.about_logo_warranty_association(inputs)
});
/**
* | output |
* | --- |
* | "Awards and associations" |
*
* @param {About_Logos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logos_heading = /** @type {((inputs?: About_Logos_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logos_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_logos_heading(inputs)
	return __en.about_logos_heading(inputs)
});
/**
* | output |
* | --- |
* | "{brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national gro..." |
*
* @param {About_Story_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_family = /** @type {((inputs: About_Story_FamilyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_FamilyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_story_family(inputs)
	return __en.about_story_family(inputs)
});
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_heading = /** @type {((inputs?: About_Story_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_story_heading(inputs)
	return __en.about_story_heading(inputs)
});
/**
* | output |
* | --- |
* | "{brand} is a residential service contract company headquartered in {city}. We cover the repair and replacement of the home systems and appliances that fail f..." |
*
* @param {About_Story_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_what = /** @type {((inputs: About_Story_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_story_what(inputs)
	return __en.about_story_what(inputs)
});
/**
* | output |
* | --- |
* | "We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network..." |
*
* @param {About_Story_WhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_where = /** @type {((inputs?: About_Story_WhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_story_where(inputs)
	return __en.about_story_where(inputs)
});
/**
* | output |
* | --- |
* | "About Our Company" |
*
* @param {About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_title = /** @type {((inputs?: About_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.about_title(inputs)
	return __en.about_title(inputs)
});
/**
* | output |
* | --- |
* | "When the water heater fails in the first year, your buyers call us, and thank you for the coverage." |
*
* @param {Benefits_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_clients_text = /** @type {((inputs?: Benefits_Clients_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_clients_text(inputs)
	return __en.benefits_clients_text(inputs)
});
/**
* | output |
* | --- |
* | "Clients who remember you" |
*
* @param {Benefits_Clients_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_clients_title = /** @type {((inputs?: Benefits_Clients_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_clients_title(inputs)
	return __en.benefits_clients_title(inputs)
});
/**
* | output |
* | --- |
* | "A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing." |
*
* @param {Benefits_Closings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_closings_text = /** @type {((inputs?: Benefits_Closings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_closings_text(inputs)
	return __en.benefits_closings_text(inputs)
});
/**
* | output |
* | --- |
* | "Closings that stay on schedule" |
*
* @param {Benefits_Closings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_closings_title = /** @type {((inputs?: Benefits_Closings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_closings_title(inputs)
	return __en.benefits_closings_title(inputs)
});
/**
* | output |
* | --- |
* | "Every guide and article, newest first." |
*
* @param {Benefits_Education_All_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_all_text = /** @type {((inputs?: Benefits_Education_All_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_all_text(inputs)
	return __en.benefits_education_all_text(inputs)
});
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Benefits_Education_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_all_title = /** @type {((inputs?: Benefits_Education_All_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_all_title(inputs)
	return __en.benefits_education_all_title(inputs)
});
/**
* | output |
* | --- |
* | "Inspections, negotiations and what to expect at closing." |
*
* @param {Benefits_Education_Buying_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_buying_text = /** @type {((inputs?: Benefits_Education_Buying_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_buying_text(inputs)
	return __en.benefits_education_buying_text(inputs)
});
/**
* | output |
* | --- |
* | "Buying and selling a house" |
*
* @param {Benefits_Education_Buying_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_buying_title = /** @type {((inputs?: Benefits_Education_Buying_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_buying_title(inputs)
	return __en.benefits_education_buying_title(inputs)
});
/**
* | output |
* | --- |
* | "Real estate education tools" |
*
* @param {Benefits_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_heading = /** @type {((inputs?: Benefits_Education_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_heading(inputs)
	return __en.benefits_education_heading(inputs)
});
/**
* | output |
* | --- |
* | "Seasonal checklists and small fixes that keep systems running longer." |
*
* @param {Benefits_Education_Repairs_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_repairs_text = /** @type {((inputs?: Benefits_Education_Repairs_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_repairs_text(inputs)
	return __en.benefits_education_repairs_text(inputs)
});
/**
* | output |
* | --- |
* | "Home repairs and maintenance" |
*
* @param {Benefits_Education_Repairs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_repairs_title = /** @type {((inputs?: Benefits_Education_Repairs_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_repairs_title(inputs)
	return __en.benefits_education_repairs_title(inputs)
});
/**
* | output |
* | --- |
* | "What a home warranty covers, what it does not, and how claims work." |
*
* @param {Benefits_Education_Warranty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_warranty_text = /** @type {((inputs?: Benefits_Education_Warranty_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_warranty_text(inputs)
	return __en.benefits_education_warranty_text(inputs)
});
/**
* | output |
* | --- |
* | "Home warranty education" |
*
* @param {Benefits_Education_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_warranty_title = /** @type {((inputs?: Benefits_Education_Warranty_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_education_warranty_title(inputs)
	return __en.benefits_education_warranty_title(inputs)
});
/**
* | output |
* | --- |
* | "Partner with {brand}" |
*
* @param {Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_heading = /** @type {((inputs: Benefits_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_heading(inputs)
	return __en.benefits_heading(inputs)
});
/**
* | output |
* | --- |
* | "Real estate professionals across the West partner with {brand} to protect their clients and their reputation. Here is what you get." |
*
* @param {Benefits_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_intro = /** @type {((inputs: Benefits_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_intro(inputs)
	return __en.benefits_intro(inputs)
});
/**
* | output |
* | --- |
* | "Listing coverage protects your sellers’ systems and appliances while the home is on the market." |
*
* @param {Benefits_Listings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_listings_text = /** @type {((inputs?: Benefits_Listings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_listings_text(inputs)
	return __en.benefits_listings_text(inputs)
});
/**
* | output |
* | --- |
* | "Listings that sell with confidence" |
*
* @param {Benefits_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_listings_title = /** @type {((inputs?: Benefits_Listings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_listings_title(inputs)
	return __en.benefits_listings_title(inputs)
});
/**
* | output |
* | --- |
* | "Your local representative brings training, brochures and help with orders to your office." |
*
* @param {Benefits_Rep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_rep_text = /** @type {((inputs?: Benefits_Rep_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_rep_text(inputs)
	return __en.benefits_rep_text(inputs)
});
/**
* | output |
* | --- |
* | "A rep who knows your market" |
*
* @param {Benefits_Rep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_rep_title = /** @type {((inputs?: Benefits_Rep_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.benefits_rep_title(inputs)
	return __en.benefits_rep_title(inputs)
});
/**
* | output |
* | --- |
* | "Address (optional)" |
*
* @param {Brochure_Address_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_address_optional = /** @type {((inputs?: Brochure_Address_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Address_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_address_optional(inputs)
	return __en.brochure_address_optional(inputs)
});
/**
* | output |
* | --- |
* | "Brochure download" |
*
* @param {Brochure_Download_FrameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_download_frame = /** @type {((inputs?: Brochure_Download_FrameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Download_FrameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_download_frame(inputs)
	return __en.brochure_download_frame(inputs)
});
/**
* | output |
* | --- |
* | "Your brochure is downloading. If it does not start, download the brochure." |
*
* @param {Brochure_DownloadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_downloading = /** @type {((inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Brochure_DownloadingInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.brochure_downloading(inputs)
			return __en.brochure_downloading(inputs)
		}),
		{
			parts: /** @type {(inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.brochure_downloading.parts === "function" ? __es.brochure_downloading.parts(inputs) : [{ type: "text", value: __es.brochure_downloading(inputs) }]
				return typeof __en.brochure_downloading.parts === "function" ? __en.brochure_downloading.parts(inputs) : [{ type: "text", value: __en.brochure_downloading(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance at {phone}." |
*
* @param {Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_error_text = /** @type {((inputs: Brochure_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_error_text(inputs)
	return __en.brochure_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Brochure" |
*
* @param {Brochure_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_form_label = /** @type {((inputs?: Brochure_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_form_label(inputs)
	return __en.brochure_form_label(inputs)
});
/**
* | output |
* | --- |
* | "Download Our Brochure" |
*
* @param {Brochure_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_heading = /** @type {((inputs?: Brochure_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_heading(inputs)
	return __en.brochure_heading(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Brochure_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_language = /** @type {((inputs?: Brochure_LanguageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_LanguageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_language(inputs)
	return __en.brochure_language(inputs)
});
/**
* | output |
* | --- |
* | "English" |
*
* @param {Brochure_Language_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_language_english = /** @type {((inputs?: Brochure_Language_EnglishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_EnglishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_language_english(inputs)
	return __en.brochure_language_english(inputs)
});
/**
* | output |
* | --- |
* | "Spanish (Español)" |
*
* @param {Brochure_Language_SpanishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_language_spanish = /** @type {((inputs?: Brochure_Language_SpanishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_SpanishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_language_spanish(inputs)
	return __en.brochure_language_spanish(inputs)
});
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Brochure_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_phone_optional = /** @type {((inputs?: Brochure_Phone_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Phone_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_phone_optional(inputs)
	return __en.brochure_phone_optional(inputs)
});
/**
* | output |
* | --- |
* | "Attach it to your offer packets" |
*
* @param {Brochure_Point_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_attach = /** @type {((inputs?: Brochure_Point_AttachInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_AttachInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_point_attach(inputs)
	return __en.brochure_point_attach(inputs)
});
/**
* | output |
* | --- |
* | "Print it for open houses and listing appointments" |
*
* @param {Brochure_Point_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_print = /** @type {((inputs?: Brochure_Point_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_point_print(inputs)
	return __en.brochure_point_print(inputs)
});
/**
* | output |
* | --- |
* | "Share it with buyers who want to read up before closing" |
*
* @param {Brochure_Point_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_share = /** @type {((inputs?: Brochure_Point_ShareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_ShareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_point_share(inputs)
	return __en.brochure_point_share(inputs)
});
/**
* | output |
* | --- |
* | "Preparing…" |
*
* @param {Brochure_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_preparing = /** @type {((inputs?: Brochure_PreparingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_PreparingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_preparing(inputs)
	return __en.brochure_preparing(inputs)
});
/**
* | output |
* | --- |
* | "Are you a real estate professional?" |
*
* @param {Brochure_Real_Estate_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_real_estate_question = /** @type {((inputs?: Brochure_Real_Estate_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Real_Estate_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_real_estate_question(inputs)
	return __en.brochure_real_estate_question(inputs)
});
/**
* | output |
* | --- |
* | "Download Brochure" |
*
* @param {Brochure_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_submit = /** @type {((inputs?: Brochure_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_submit(inputs)
	return __en.brochure_submit(inputs)
});
/**
* | output |
* | --- |
* | "Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Avai..." |
*
* @param {Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_text = /** @type {((inputs?: Brochure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.brochure_text(inputs)
	return __en.brochure_text(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Chat_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const chat_close = /** @type {((inputs?: Chat_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chat_close(inputs)
	return __en.chat_close(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Chat_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const chat_message_label = /** @type {((inputs?: Chat_Message_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Message_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chat_message_label(inputs)
	return __en.chat_message_label(inputs)
});
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const chat_send = /** @type {((inputs?: Chat_SendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_SendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chat_send(inputs)
	return __en.chat_send(inputs)
});
/**
* | output |
* | --- |
* | "Chat with us" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const chat_title = /** @type {((inputs?: Chat_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chat_title(inputs)
	return __en.chat_title(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Claim_Answer_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date = /** @type {((inputs?: Claim_Answer_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_date(inputs)
	return __en.claim_answer_date(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a date from {min} to {max}." |
*
* @param {Claim_Answer_Date_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date_between = /** @type {((inputs: Claim_Answer_Date_BetweenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_BetweenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_date_between(inputs)
	return __en.claim_answer_date_between(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a date on or after {min}." |
*
* @param {Claim_Answer_Date_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date_from = /** @type {((inputs: Claim_Answer_Date_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_date_from(inputs)
	return __en.claim_answer_date_from(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a date on or before {max}." |
*
* @param {Claim_Answer_Date_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date_until = /** @type {((inputs: Claim_Answer_Date_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_date_until(inputs)
	return __en.claim_answer_date_until(inputs)
});
/**
* | output |
* | --- |
* | "Please choose from 1 to 5 stars." |
*
* @param {Claim_Answer_Five_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_five_star = /** @type {((inputs?: Claim_Answer_Five_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Five_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_five_star(inputs)
	return __en.claim_answer_five_star(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your initials (2 or 3 letters)." |
*
* @param {Claim_Answer_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_initials = /** @type {((inputs?: Claim_Answer_InitialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_InitialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_initials(inputs)
	return __en.claim_answer_initials(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Answer_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_none = /** @type {((inputs?: Claim_Answer_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_none(inputs)
	return __en.claim_answer_none(inputs)
});
/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Claim_Answer_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_not_answered = /** @type {((inputs?: Claim_Answer_Not_AnsweredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Not_AnsweredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_not_answered(inputs)
	return __en.claim_answer_not_answered(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a number." |
*
* @param {Claim_Answer_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number = /** @type {((inputs?: Claim_Answer_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_number(inputs)
	return __en.claim_answer_number(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a number of at least {min}." |
*
* @param {Claim_Answer_Number_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_at_least = /** @type {((inputs: Claim_Answer_Number_At_LeastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_LeastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_number_at_least(inputs)
	return __en.claim_answer_number_at_least(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a number of at most {max}." |
*
* @param {Claim_Answer_Number_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_at_most = /** @type {((inputs: Claim_Answer_Number_At_MostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_MostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_number_at_most(inputs)
	return __en.claim_answer_number_at_most(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a number from {min} to {max}." |
*
* @param {Claim_Answer_Number_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_between = /** @type {((inputs: Claim_Answer_Number_BetweenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_BetweenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_number_between(inputs)
	return __en.claim_answer_number_between(inputs)
});
/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Claim_Answer_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_option = /** @type {((inputs?: Claim_Answer_OptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_option(inputs)
	return __en.claim_answer_option(inputs)
});
/**
* | output |
* | --- |
* | "Please choose only among the options, each one once." |
*
* @param {Claim_Answer_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_options = /** @type {((inputs?: Claim_Answer_OptionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_options(inputs)
	return __en.claim_answer_options(inputs)
});
/**
* | output |
* | --- |
* | "Please answer this question." |
*
* @param {Claim_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_required = /** @type {((inputs?: Claim_Answer_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_required(inputs)
	return __en.claim_answer_required(inputs)
});
/**
* | output |
* | --- |
* | "{count} of 5 stars" |
*
* @param {Claim_Answer_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_stars = /** @type {((inputs: Claim_Answer_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_stars(inputs)
	return __en.claim_answer_stars(inputs)
});
/**
* | output |
* | --- |
* | "Please enter text." |
*
* @param {Claim_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_text = /** @type {((inputs?: Claim_Answer_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_text(inputs)
	return __en.claim_answer_text(inputs)
});
/**
* | output |
* | --- |
* | "Please use at most {maxLength} characters." |
*
* @param {Claim_Answer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_too_long = /** @type {((inputs: Claim_Answer_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_too_long(inputs)
	return __en.claim_answer_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Please answer yes or no." |
*
* @param {Claim_Answer_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_yes_no = /** @type {((inputs?: Claim_Answer_Yes_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Yes_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_answer_yes_no(inputs)
	return __en.claim_answer_yes_no(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Claim_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_back = /** @type {((inputs?: Claim_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_back(inputs)
	return __en.claim_back(inputs)
});
/**
* | output |
* | --- |
* | "Please call us at {phone}." |
*
* @param {Claim_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_call_us = /** @type {((inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Call_UsInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_call_us(inputs)
			return __en.claim_call_us(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_call_us.parts === "function" ? __es.claim_call_us.parts(inputs) : [{ type: "text", value: __es.claim_call_us(inputs) }]
				return typeof __en.claim_call_us.parts === "function" ? __en.claim_call_us.parts(inputs) : [{ type: "text", value: __en.claim_call_us(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Claim_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_cancel = /** @type {((inputs?: Claim_CancelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CancelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_cancel(inputs)
	return __en.claim_cancel(inputs)
});
/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Claim_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_card_expired = /** @type {((inputs: Claim_Card_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_card_expired(inputs)
	return __en.claim_card_expired(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a saved card or enter a new one." |
*
* @param {Claim_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_card_required = /** @type {((inputs?: Claim_Card_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_card_required(inputs)
	return __en.claim_card_required(inputs)
});
/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Claim_Cards_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_cards_loading = /** @type {((inputs?: Claim_Cards_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Cards_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_cards_loading(inputs)
	return __en.claim_cards_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not check your plan right now." |
*
* @param {Claim_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_check_failure = /** @type {((inputs?: Claim_Check_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Check_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_check_failure(inputs)
	return __en.claim_check_failure(inputs)
});
/**
* | output |
* | --- |
* | "Checking that your plan can take a service request…" |
*
* @param {Claim_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_checking = /** @type {((inputs?: Claim_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_checking(inputs)
	return __en.claim_checking(inputs)
});
/**
* | output |
* | --- |
* | "Checking your plan" |
*
* @param {Claim_Checking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_checking_title = /** @type {((inputs?: Claim_Checking_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Checking_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_checking_title(inputs)
	return __en.claim_checking_title(inputs)
});
/**
* | output |
* | --- |
* | "Please choose what needs repair." |
*
* @param {Claim_Choose_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_choose_item = /** @type {((inputs?: Claim_Choose_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_choose_item(inputs)
	return __en.claim_choose_item(inputs)
});
/**
* | output |
* | --- |
* | "Please choose the plan this request is for." |
*
* @param {Claim_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_choose_plan = /** @type {((inputs?: Claim_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_choose_plan(inputs)
	return __en.claim_choose_plan(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Claim_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_close = /** @type {((inputs?: Claim_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_close(inputs)
	return __en.claim_close(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Claim_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_email = /** @type {((inputs?: Claim_Contact_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_email(inputs)
	return __en.claim_contact_email(inputs)
});
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Claim_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_email_invalid = /** @type {((inputs?: Claim_Contact_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_email_invalid(inputs)
	return __en.claim_contact_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Claim_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_email_required = /** @type {((inputs?: Claim_Contact_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_email_required(inputs)
	return __en.claim_contact_email_required(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Claim_Contact_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_email = /** @type {((inputs?: Claim_Contact_Method_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_method_email(inputs)
	return __en.claim_contact_method_email(inputs)
});
/**
* | output |
* | --- |
* | "How would you like us to reach you?" |
*
* @param {Claim_Contact_Method_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_legend = /** @type {((inputs?: Claim_Contact_Method_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_method_legend(inputs)
	return __en.claim_contact_method_legend(inputs)
});
/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Claim_Contact_Method_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_phone = /** @type {((inputs?: Claim_Contact_Method_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_method_phone(inputs)
	return __en.claim_contact_method_phone(inputs)
});
/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Claim_Contact_Method_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_text = /** @type {((inputs?: Claim_Contact_Method_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_method_text(inputs)
	return __en.claim_contact_method_text(inputs)
});
/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Claim_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_name = /** @type {((inputs?: Claim_Contact_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_name(inputs)
	return __en.claim_contact_name(inputs)
});
/**
* | output |
* | --- |
* | "Contact name is required." |
*
* @param {Claim_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_name_required = /** @type {((inputs?: Claim_Contact_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_name_required(inputs)
	return __en.claim_contact_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Claim_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_phone = /** @type {((inputs?: Claim_Contact_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_phone(inputs)
	return __en.claim_contact_phone(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Claim_Contact_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_phone_incomplete = /** @type {((inputs?: Claim_Contact_Phone_IncompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_IncompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_phone_incomplete(inputs)
	return __en.claim_contact_phone_incomplete(inputs)
});
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Claim_Contact_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_phone_required = /** @type {((inputs?: Claim_Contact_Phone_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_phone_required(inputs)
	return __en.claim_contact_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "Afternoon (12PM to 5PM)" |
*
* @param {Claim_Contact_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_afternoon = /** @type {((inputs?: Claim_Contact_Time_AfternoonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AfternoonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_time_afternoon(inputs)
	return __en.claim_contact_time_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Claim_Contact_Time_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_anytime = /** @type {((inputs?: Claim_Contact_Time_AnytimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AnytimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_time_anytime(inputs)
	return __en.claim_contact_time_anytime(inputs)
});
/**
* | output |
* | --- |
* | "Evening (5PM to 8PM)" |
*
* @param {Claim_Contact_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_evening = /** @type {((inputs?: Claim_Contact_Time_EveningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_EveningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_time_evening(inputs)
	return __en.claim_contact_time_evening(inputs)
});
/**
* | output |
* | --- |
* | "Best time to reach you" |
*
* @param {Claim_Contact_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_label = /** @type {((inputs?: Claim_Contact_Time_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_time_label(inputs)
	return __en.claim_contact_time_label(inputs)
});
/**
* | output |
* | --- |
* | "Morning (8AM to 12PM)" |
*
* @param {Claim_Contact_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_morning = /** @type {((inputs?: Claim_Contact_Time_MorningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_MorningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_time_morning(inputs)
	return __en.claim_contact_time_morning(inputs)
});
/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Claim_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_title = /** @type {((inputs?: Claim_Contact_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_contact_title(inputs)
	return __en.claim_contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Claim_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_continue = /** @type {((inputs?: Claim_ContinueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_ContinueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_continue(inputs)
	return __en.claim_continue(inputs)
});
/**
* | output |
* | --- |
* | "This looks covered" |
*
* @param {Claim_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_covered_title = /** @type {((inputs?: Claim_Covered_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Covered_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_covered_title(inputs)
	return __en.claim_covered_title(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Claim_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_date = /** @type {((inputs?: Claim_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_date(inputs)
	return __en.claim_date(inputs)
});
/**
* | output |
* | --- |
* | "Default card" |
*
* @param {Claim_Default_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_default_card = /** @type {((inputs?: Claim_Default_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Default_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_default_card(inputs)
	return __en.claim_default_card(inputs)
});
/**
* | output |
* | --- |
* | "Service Request" |
*
* @param {Claim_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_dialog_title = /** @type {((inputs?: Claim_Dialog_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Dialog_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_dialog_title(inputs)
	return __en.claim_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Claim_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_done = /** @type {((inputs?: Claim_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_done(inputs)
	return __en.claim_done(inputs)
});
/**
* | output |
* | --- |
* | "Your request number is {number}." |
*
* @param {Claim_Done_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Done_NumberInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_done_number(inputs)
			return __en.claim_done_number(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_done_number.parts === "function" ? __es.claim_done_number.parts(inputs) : [{ type: "text", value: __es.claim_done_number(inputs) }]
				return typeof __en.claim_done_number.parts === "function" ? __en.claim_done_number.parts(inputs) : [{ type: "text", value: __en.claim_done_number(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Claim_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_done_title = /** @type {((inputs?: Claim_Done_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Done_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_done_title(inputs)
	return __en.claim_done_title(inputs)
});
/**
* | output |
* | --- |
* | "Back to the Questions" |
*
* @param {Claim_Failed_Back_To_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_back_to_questions = /** @type {((inputs?: Claim_Failed_Back_To_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_QuestionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_back_to_questions(inputs)
	return __en.claim_failed_back_to_questions(inputs)
});
/**
* | output |
* | --- |
* | "Back to the Review" |
*
* @param {Claim_Failed_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_back_to_review = /** @type {((inputs?: Claim_Failed_Back_To_ReviewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_ReviewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_back_to_review(inputs)
	return __en.claim_failed_back_to_review(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged. You can pay with another card." |
*
* @param {Claim_Failed_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_declined = /** @type {((inputs?: Claim_Failed_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_DeclinedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_declined(inputs)
	return __en.claim_failed_declined(inputs)
});
/**
* | output |
* | --- |
* | "If you try again, the request is sent once and the fee charged once, however often you try." |
*
* @param {Claim_Failed_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_lost = /** @type {((inputs?: Claim_Failed_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_lost(inputs)
	return __en.claim_failed_lost(inputs)
});
/**
* | output |
* | --- |
* | "Pay With Another Card" |
*
* @param {Claim_Failed_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_other_card = /** @type {((inputs?: Claim_Failed_Other_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_other_card(inputs)
	return __en.claim_failed_other_card(inputs)
});
/**
* | output |
* | --- |
* | "Choose Another Time" |
*
* @param {Claim_Failed_Other_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_other_time = /** @type {((inputs?: Claim_Failed_Other_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_other_time(inputs)
	return __en.claim_failed_other_time(inputs)
});
/**
* | output |
* | --- |
* | "Review the New Fee" |
*
* @param {Claim_Failed_Review_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_review_fee = /** @type {((inputs?: Claim_Failed_Review_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Review_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_review_fee(inputs)
	return __en.claim_failed_review_fee(inputs)
});
/**
* | output |
* | --- |
* | "Your request was not sent" |
*
* @param {Claim_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_title = /** @type {((inputs?: Claim_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_title(inputs)
	return __en.claim_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Claim_Failed_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_try_again = /** @type {((inputs?: Claim_Failed_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_failed_try_again(inputs)
	return __en.claim_failed_try_again(inputs)
});
/**
* | output |
* | --- |
* | "The service call fee for this request is {amount}. It is charged when you submit the request." |
*
* @param {Claim_Fee_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Fee_TextInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_fee_text(inputs)
			return __en.claim_fee_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_fee_text.parts === "function" ? __es.claim_fee_text.parts(inputs) : [{ type: "text", value: __es.claim_fee_text(inputs) }]
				return typeof __en.claim_fee_text.parts === "function" ? __en.claim_fee_text.parts(inputs) : [{ type: "text", value: __en.claim_fee_text(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Claim_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_fee_title = /** @type {((inputs?: Claim_Fee_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Fee_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_fee_title(inputs)
	return __en.claim_fee_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not finish the questions for this item. Please call us at {phone} and we will take your request." |
*
* @param {Claim_Flow_Broken_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TextInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_flow_broken_text(inputs)
			return __en.claim_flow_broken_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_flow_broken_text.parts === "function" ? __es.claim_flow_broken_text.parts(inputs) : [{ type: "text", value: __es.claim_flow_broken_text(inputs) }]
				return typeof __en.claim_flow_broken_text.parts === "function" ? __en.claim_flow_broken_text.parts(inputs) : [{ type: "text", value: __en.claim_flow_broken_text(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "We need to talk" |
*
* @param {Claim_Flow_Broken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_flow_broken_title = /** @type {((inputs?: Claim_Flow_Broken_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_flow_broken_title(inputs)
	return __en.claim_flow_broken_title(inputs)
});
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Claim_Item_Add_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_item_add_on = /** @type {((inputs?: Claim_Item_Add_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_Add_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_item_add_on(inputs)
	return __en.claim_item_add_on(inputs)
});
/**
* | output |
* | --- |
* | "What needs repair?" |
*
* @param {Claim_Item_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_item_title = /** @type {((inputs?: Claim_Item_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_item_title(inputs)
	return __en.claim_item_title(inputs)
});
/**
* | output |
* | --- |
* | "What your plan covers could not be loaded." |
*
* @param {Claim_Items_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_load_failure = /** @type {((inputs?: Claim_Items_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_items_load_failure(inputs)
	return __en.claim_items_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "Loading what your plan covers…" |
*
* @param {Claim_Items_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_loading = /** @type {((inputs?: Claim_Items_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_items_loading(inputs)
	return __en.claim_items_loading(inputs)
});
/**
* | output |
* | --- |
* | "This plan lists no items to request a repair for." |
*
* @param {Claim_Items_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_none = /** @type {((inputs?: Claim_Items_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_items_none(inputs)
	return __en.claim_items_none(inputs)
});
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Claim_Leave_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_no = /** @type {((inputs?: Claim_Leave_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_leave_no(inputs)
	return __en.claim_leave_no(inputs)
});
/**
* | output |
* | --- |
* | "Your request has not been sent, and your answers will not be kept." |
*
* @param {Claim_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_text = /** @type {((inputs?: Claim_Leave_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_leave_text(inputs)
	return __en.claim_leave_text(inputs)
});
/**
* | output |
* | --- |
* | "Leave this service request?" |
*
* @param {Claim_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_title = /** @type {((inputs?: Claim_Leave_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_leave_title(inputs)
	return __en.claim_leave_title(inputs)
});
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Claim_Leave_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_yes = /** @type {((inputs?: Claim_Leave_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_leave_yes(inputs)
	return __en.claim_leave_yes(inputs)
});
/**
* | output |
* | --- |
* | "New Service Request" |
*
* @param {Claim_Menu_New_Service_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_menu_new_service_request = /** @type {((inputs?: Claim_Menu_New_Service_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_New_Service_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_menu_new_service_request(inputs)
	return __en.claim_menu_new_service_request(inputs)
});
/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Claim_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_menu_service_requests = /** @type {((inputs?: Claim_Menu_Service_RequestsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_Service_RequestsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_menu_service_requests(inputs)
	return __en.claim_menu_service_requests(inputs)
});
/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Claim_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_needs_connection = /** @type {((inputs?: Claim_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_needs_connection(inputs)
	return __en.claim_needs_connection(inputs)
});
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Claim_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_new_card = /** @type {((inputs?: Claim_New_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_new_card(inputs)
	return __en.claim_new_card(inputs)
});
/**
* | output |
* | --- |
* | "A new card needs a connection. While you are offline you can pay with a saved card." |
*
* @param {Claim_New_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_new_card_offline = /** @type {((inputs?: Claim_New_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_new_card_offline(inputs)
	return __en.claim_new_card_offline(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Claim_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no = /** @type {((inputs?: Claim_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_no(inputs)
	return __en.claim_no(inputs)
});
/**
* | output |
* | --- |
* | "There is no plan on your account to request a repair for. Questions? Call us at {phone}." |
*
* @param {Claim_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_No_PlansInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_no_plans(inputs)
			return __en.claim_no_plans(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_no_plans.parts === "function" ? __es.claim_no_plans.parts(inputs) : [{ type: "text", value: __es.claim_no_plans(inputs) }]
				return typeof __en.claim_no_plans.parts === "function" ? __en.claim_no_plans.parts(inputs) : [{ type: "text", value: __en.claim_no_plans(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card." |
*
* @param {Claim_No_Saved_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_saved_card_offline = /** @type {((inputs?: Claim_No_Saved_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_Saved_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_no_saved_card_offline(inputs)
	return __en.claim_no_saved_card_offline(inputs)
});
/**
* | output |
* | --- |
* | "No time now - the contractor will call me" |
*
* @param {Claim_No_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_time = /** @type {((inputs?: Claim_No_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_no_time(inputs)
	return __en.claim_no_time(inputs)
});
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now. Please call us at {phone} and we will help." |
*
* @param {Claim_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_not_authorized = /** @type {((inputs: Claim_Not_AuthorizedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_AuthorizedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_not_authorized(inputs)
	return __en.claim_not_authorized(inputs)
});
/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Claim_Not_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_not_covered_title = /** @type {((inputs?: Claim_Not_Covered_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_Covered_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_not_covered_title(inputs)
	return __en.claim_not_covered_title(inputs)
});
/**
* | output |
* | --- |
* | "Please note" |
*
* @param {Claim_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_note_title = /** @type {((inputs?: Claim_Note_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Note_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_note_title(inputs)
	return __en.claim_note_title(inputs)
});
/**
* | output |
* | --- |
* | "You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item." |
*
* @param {Claim_Offline_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_offline_items = /** @type {((inputs?: Claim_Offline_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_ItemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_offline_items(inputs)
	return __en.claim_offline_items(inputs)
});
/**
* | output |
* | --- |
* | "You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request." |
*
* @param {Claim_Offline_UncheckedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_offline_unchecked = /** @type {((inputs?: Claim_Offline_UncheckedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_UncheckedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_offline_unchecked(inputs)
	return __en.claim_offline_unchecked(inputs)
});
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Claim_Page_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_go_to_account = /** @type {((inputs?: Claim_Page_Go_To_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_Go_To_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_page_go_to_account(inputs)
	return __en.claim_page_go_to_account(inputs)
});
/**
* | output |
* | --- |
* | "Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee." |
*
* @param {Claim_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_intro = /** @type {((inputs?: Claim_Page_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_page_intro(inputs)
	return __en.claim_page_intro(inputs)
});
/**
* | output |
* | --- |
* | "Start a Service Request" |
*
* @param {Claim_Page_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_start = /** @type {((inputs?: Claim_Page_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_page_start(inputs)
	return __en.claim_page_start(inputs)
});
/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_title = /** @type {((inputs?: Claim_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_page_title(inputs)
	return __en.claim_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Claim_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_pay_with = /** @type {((inputs?: Claim_Pay_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Pay_WithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_pay_with(inputs)
	return __en.claim_pay_with(inputs)
});
/**
* | output |
* | --- |
* | "a new card" |
*
* @param {Claim_Payment_New_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_payment_new_card_label = /** @type {((inputs?: Claim_Payment_New_Card_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Payment_New_Card_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_payment_new_card_label(inputs)
	return __en.claim_payment_new_card_label(inputs)
});
/**
* | output |
* | --- |
* | "The technician may come in if no adult is home" |
*
* @param {Claim_Permission_To_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_permission_to_enter = /** @type {((inputs?: Claim_Permission_To_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Permission_To_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_permission_to_enter(inputs)
	return __en.claim_permission_to_enter(inputs)
});
/**
* | output |
* | --- |
* | "Your photo could not be sent." |
*
* @param {Claim_Photo_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure = /** @type {((inputs?: Claim_Photo_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_failure(inputs)
	return __en.claim_photo_failure(inputs)
});
/**
* | output |
* | --- |
* | "Your photo could not be sent: {reason}" |
*
* @param {Claim_Photo_Failure_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure_because = /** @type {((inputs: Claim_Photo_Failure_BecauseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_BecauseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_failure_because(inputs)
	return __en.claim_photo_failure_because(inputs)
});
/**
* | output |
* | --- |
* | "Your photo could not be sent: the connection was lost." |
*
* @param {Claim_Photo_Failure_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure_connection = /** @type {((inputs?: Claim_Photo_Failure_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_failure_connection(inputs)
	return __en.claim_photo_failure_connection(inputs)
});
/**
* | output |
* | --- |
* | "A photo of the problem, or of the label with the model number, helps the technician." |
*
* @param {Claim_Photo_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_help = /** @type {((inputs?: Claim_Photo_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_help(inputs)
	return __en.claim_photo_help(inputs)
});
/**
* | output |
* | --- |
* | "Photo of the problem" |
*
* @param {Claim_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_label = /** @type {((inputs?: Claim_Photo_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_label(inputs)
	return __en.claim_photo_label(inputs)
});
/**
* | output |
* | --- |
* | "A photo needs a connection: while you are offline your request is saved without it." |
*
* @param {Claim_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_offline = /** @type {((inputs?: Claim_Photo_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_offline(inputs)
	return __en.claim_photo_offline(inputs)
});
/**
* | output |
* | --- |
* | "What you chose to send" |
*
* @param {Claim_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_preview = /** @type {((inputs?: Claim_Photo_PreviewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_PreviewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_preview(inputs)
	return __en.claim_photo_preview(inputs)
});
/**
* | output |
* | --- |
* | "Remove Photo" |
*
* @param {Claim_Photo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_remove = /** @type {((inputs?: Claim_Photo_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_RemoveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_remove(inputs)
	return __en.claim_photo_remove(inputs)
});
/**
* | output |
* | --- |
* | "Send the Photo Again" |
*
* @param {Claim_Photo_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_send_again = /** @type {((inputs?: Claim_Photo_Send_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Send_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_send_again(inputs)
	return __en.claim_photo_send_again(inputs)
});
/**
* | output |
* | --- |
* | "Sending your photo…" |
*
* @param {Claim_Photo_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_sending = /** @type {((inputs?: Claim_Photo_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_sending(inputs)
	return __en.claim_photo_sending(inputs)
});
/**
* | output |
* | --- |
* | "Your photo was added to the request." |
*
* @param {Claim_Photo_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_sent = /** @type {((inputs?: Claim_Photo_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_sent(inputs)
	return __en.claim_photo_sent(inputs)
});
/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Claim_Photo_SkipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_skip = /** @type {((inputs?: Claim_Photo_SkipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SkipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_skip(inputs)
	return __en.claim_photo_skip(inputs)
});
/**
* | output |
* | --- |
* | "Add a photo (optional)" |
*
* @param {Claim_Photo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_title = /** @type {((inputs?: Claim_Photo_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_title(inputs)
	return __en.claim_photo_title(inputs)
});
/**
* | output |
* | --- |
* | "This file is too large. Please choose one of at most {size} MB." |
*
* @param {Claim_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_too_large = /** @type {((inputs: Claim_Photo_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_too_large(inputs)
	return __en.claim_photo_too_large(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF." |
*
* @param {Claim_Photo_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_wrong_type = /** @type {((inputs?: Claim_Photo_Wrong_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Wrong_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_photo_wrong_type(inputs)
	return __en.claim_photo_wrong_type(inputs)
});
/**
* | output |
* | --- |
* | "Which home needs a repair?" |
*
* @param {Claim_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plan_title = /** @type {((inputs?: Claim_Plan_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plan_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_plan_title(inputs)
	return __en.claim_plan_title(inputs)
});
/**
* | output |
* | --- |
* | "Your plans could not be loaded." |
*
* @param {Claim_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_load_failure = /** @type {((inputs?: Claim_Plans_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_plans_load_failure(inputs)
	return __en.claim_plans_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "Loading your plans…" |
*
* @param {Claim_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_loading = /** @type {((inputs?: Claim_Plans_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_plans_loading(inputs)
	return __en.claim_plans_loading(inputs)
});
/**
* | output |
* | --- |
* | "You are offline, and your plans have not been saved on this device yet." |
*
* @param {Claim_Plans_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_offline = /** @type {((inputs?: Claim_Plans_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_plans_offline(inputs)
	return __en.claim_plans_offline(inputs)
});
/**
* | output |
* | --- |
* | "Question {number}" |
*
* @param {Claim_Question_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_number = /** @type {((inputs: Claim_Question_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_question_number(inputs)
	return __en.claim_question_number(inputs)
});
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Claim_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_of = /** @type {((inputs: Claim_Question_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_question_of(inputs)
	return __en.claim_question_of(inputs)
});
/**
* | output |
* | --- |
* | "Question {number} of up to {total}" |
*
* @param {Claim_Question_Of_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_of_up_to = /** @type {((inputs: Claim_Question_Of_Up_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_Of_Up_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_question_of_up_to(inputs)
	return __en.claim_question_of_up_to(inputs)
});
/**
* | output |
* | --- |
* | "{count} (optional)" |
*
* @param {Claim_Question_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_optional = /** @type {((inputs: Claim_Question_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_question_optional(inputs)
	return __en.claim_question_optional(inputs)
});
/**
* | output |
* | --- |
* | "Questions? Call us at {phone}." |
*
* @param {Claim_Questions_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_call_us = /** @type {((inputs: Claim_Questions_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Questions_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Questions_Call_UsInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Questions_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_questions_call_us(inputs)
			return __en.claim_questions_call_us(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Questions_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_questions_call_us.parts === "function" ? __es.claim_questions_call_us.parts(inputs) : [{ type: "text", value: __es.claim_questions_call_us(inputs) }]
				return typeof __en.claim_questions_call_us.parts === "function" ? __en.claim_questions_call_us.parts(inputs) : [{ type: "text", value: __en.claim_questions_call_us(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "The questions for this item could not be loaded." |
*
* @param {Claim_Questions_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_load_failure = /** @type {((inputs?: Claim_Questions_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_questions_load_failure(inputs)
	return __en.claim_questions_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "Loading the questions…" |
*
* @param {Claim_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_loading = /** @type {((inputs?: Claim_Questions_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_questions_loading(inputs)
	return __en.claim_questions_loading(inputs)
});
/**
* | output |
* | --- |
* | "You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them." |
*
* @param {Claim_Questions_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_offline = /** @type {((inputs?: Claim_Questions_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_questions_offline(inputs)
	return __en.claim_questions_offline(inputs)
});
/**
* | output |
* | --- |
* | "Questions about the problem" |
*
* @param {Claim_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_title = /** @type {((inputs?: Claim_Questions_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_questions_title(inputs)
	return __en.claim_questions_title(inputs)
});
/**
* | output |
* | --- |
* | "Check the Fee and Send Again" |
*
* @param {Claim_Queue_Check_And_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_check_and_resend = /** @type {((inputs?: Claim_Queue_Check_And_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_And_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_check_and_resend(inputs)
	return __en.claim_queue_check_and_resend(inputs)
});
/**
* | output |
* | --- |
* | "The plan could not be checked. Please try again." |
*
* @param {Claim_Queue_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_check_failure = /** @type {((inputs?: Claim_Queue_Check_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_check_failure(inputs)
	return __en.claim_queue_check_failure(inputs)
});
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Claim_Queue_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_clear = /** @type {((inputs?: Claim_Queue_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_clear(inputs)
	return __en.claim_queue_clear(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee to send it now." |
*
* @param {Claim_Queue_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_confirm = /** @type {((inputs: Claim_Queue_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_confirm(inputs)
	return __en.claim_queue_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee ({card}) to send it now." |
*
* @param {Claim_Queue_Confirm_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_confirm_card = /** @type {((inputs: Claim_Queue_Confirm_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_confirm_card(inputs)
	return __en.claim_queue_confirm_card(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send. When you are back online we will ask you to confirm the {amount} service call fee." |
*
* @param {Claim_Queue_Confirm_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_confirm_when_online = /** @type {((inputs: Claim_Queue_Confirm_When_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_When_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_confirm_when_online(inputs)
	return __en.claim_queue_confirm_when_online(inputs)
});
/**
* | output |
* | --- |
* | "Send a service request" |
*
* @param {Claim_Queue_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_describe = /** @type {((inputs?: Claim_Queue_DescribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DescribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_describe(inputs)
	return __en.claim_queue_describe(inputs)
});
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Claim_Queue_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_discard = /** @type {((inputs?: Claim_Queue_DiscardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DiscardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_discard(inputs)
	return __en.claim_queue_discard(inputs)
});
/**
* | output |
* | --- |
* | "Your {item} request will not be sent." |
*
* @param {Claim_Queue_Discard_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_discard_text = /** @type {((inputs: Claim_Queue_Discard_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_discard_text(inputs)
	return __en.claim_queue_discard_text(inputs)
});
/**
* | output |
* | --- |
* | "Discard this request?" |
*
* @param {Claim_Queue_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_discard_title = /** @type {((inputs?: Claim_Queue_Discard_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_discard_title(inputs)
	return __en.claim_queue_discard_title(inputs)
});
/**
* | output |
* | --- |
* | "The service call fee is now {amount}; it was {was}. Send the request at the new fee?" |
*
* @param {Claim_Queue_Fee_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_changed_text = /** @type {((inputs: Claim_Queue_Fee_Changed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_fee_changed_text(inputs)
	return __en.claim_queue_fee_changed_text(inputs)
});
/**
* | output |
* | --- |
* | "The service call fee has changed" |
*
* @param {Claim_Queue_Fee_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_changed_title = /** @type {((inputs?: Claim_Queue_Fee_Changed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_fee_changed_title(inputs)
	return __en.claim_queue_fee_changed_title(inputs)
});
/**
* | output |
* | --- |
* | "This request now has a fee. Please start a new request to pay it." |
*
* @param {Claim_Queue_Fee_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_now = /** @type {((inputs?: Claim_Queue_Fee_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_fee_now(inputs)
	return __en.claim_queue_fee_now(inputs)
});
/**
* | output |
* | --- |
* | "{item}, {policyNumber}" |
*
* @param {Claim_Queue_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Queue_ItemInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_queue_item(inputs)
			return __en.claim_queue_item(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_queue_item.parts === "function" ? __es.claim_queue_item.parts(inputs) : [{ type: "text", value: __es.claim_queue_item(inputs) }]
				return typeof __en.claim_queue_item.parts === "function" ? __en.claim_queue_item.parts(inputs) : [{ type: "text", value: __en.claim_queue_item(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "{item}, {policyNumber}: {amount} service call fee" |
*
* @param {Claim_Queue_Item_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Queue_Item_FeeInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.claim_queue_item_fee(inputs)
			return __en.claim_queue_item_fee(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.claim_queue_item_fee.parts === "function" ? __es.claim_queue_item_fee.parts(inputs) : [{ type: "text", value: __es.claim_queue_item_fee(inputs) }]
				return typeof __en.claim_queue_item_fee.parts === "function" ? __en.claim_queue_item_fee.parts(inputs) : [{ type: "text", value: __en.claim_queue_item_fee(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Claim_Queue_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_keep = /** @type {((inputs?: Claim_Queue_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_KeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_keep(inputs)
	return __en.claim_queue_keep(inputs)
});
/**
* | output |
* | --- |
* | "This plan cannot take a request now." |
*
* @param {Claim_Queue_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_not_authorized = /** @type {((inputs?: Claim_Queue_Not_AuthorizedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_AuthorizedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_not_authorized(inputs)
	return __en.claim_queue_not_authorized(inputs)
});
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Claim_Queue_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_not_now = /** @type {((inputs?: Claim_Queue_Not_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_not_now(inputs)
	return __en.claim_queue_not_now(inputs)
});
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Claim_Queue_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_not_sent = /** @type {((inputs?: Claim_Queue_Not_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_not_sent(inputs)
	return __en.claim_queue_not_sent(inputs)
});
/**
* | output |
* | --- |
* | "The request was not accepted." |
*
* @param {Claim_Queue_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_refused = /** @type {((inputs?: Claim_Queue_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_refused(inputs)
	return __en.claim_queue_refused(inputs)
});
/**
* | output |
* | --- |
* | "Send the request again?" |
*
* @param {Claim_Queue_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend = /** @type {((inputs?: Claim_Queue_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_resend(inputs)
	return __en.claim_queue_resend(inputs)
});
/**
* | output |
* | --- |
* | "Send the request again and pay {amount}?" |
*
* @param {Claim_Queue_Resend_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend_pay = /** @type {((inputs: Claim_Queue_Resend_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_resend_pay(inputs)
	return __en.claim_queue_resend_pay(inputs)
});
/**
* | output |
* | --- |
* | "Send this request again?" |
*
* @param {Claim_Queue_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend_title = /** @type {((inputs?: Claim_Queue_Resend_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_resend_title(inputs)
	return __en.claim_queue_resend_title(inputs)
});
/**
* | output |
* | --- |
* | "Send now and pay {amount}" |
*
* @param {Claim_Queue_Send_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_send_and_pay = /** @type {((inputs: Claim_Queue_Send_And_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_And_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_send_and_pay(inputs)
	return __en.claim_queue_send_and_pay(inputs)
});
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Claim_Queue_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_send_now = /** @type {((inputs?: Claim_Queue_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_send_now(inputs)
	return __en.claim_queue_send_now(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Claim_Queue_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_sending = /** @type {((inputs?: Claim_Queue_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_sending(inputs)
	return __en.claim_queue_sending(inputs)
});
/**
* | output |
* | --- |
* | "Sent: request {number}" |
*
* @param {Claim_Queue_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_sent = /** @type {((inputs: Claim_Queue_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_sent(inputs)
	return __en.claim_queue_sent(inputs)
});
/**
* | output |
* | --- |
* | "Service requests saved on this device" |
*
* @param {Claim_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_title = /** @type {((inputs?: Claim_Queue_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_title(inputs)
	return __en.claim_queue_title(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send. It will be sent when you are back online." |
*
* @param {Claim_Queue_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_waiting = /** @type {((inputs?: Claim_Queue_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_queue_waiting(inputs)
	return __en.claim_queue_waiting(inputs)
});
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now" |
*
* @param {Claim_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_refused_title = /** @type {((inputs?: Claim_Refused_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Refused_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_refused_title(inputs)
	return __en.claim_refused_title(inputs)
});
/**
* | output |
* | --- |
* | "An adult will be home" |
*
* @param {Claim_Review_Adult_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_adult_home = /** @type {((inputs?: Claim_Review_Adult_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Adult_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_adult_home(inputs)
	return __en.claim_review_adult_home(inputs)
});
/**
* | output |
* | --- |
* | "Your answers ({count})" |
*
* @param {Claim_Review_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_answers = /** @type {((inputs: Claim_Review_AnswersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_AnswersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_answers(inputs)
	return __en.claim_review_answers(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Claim_Review_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_contact = /** @type {((inputs?: Claim_Review_ContactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ContactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_contact(inputs)
	return __en.claim_review_contact(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_fee_none = /** @type {((inputs?: Claim_Review_Fee_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Fee_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_fee_none(inputs)
	return __en.claim_review_fee_none(inputs)
});
/**
* | output |
* | --- |
* | "Needs repair" |
*
* @param {Claim_Review_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_item = /** @type {((inputs?: Claim_Review_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_item(inputs)
	return __en.claim_review_item(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection." |
*
* @param {Claim_Review_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_offline = /** @type {((inputs?: Claim_Review_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_offline(inputs)
	return __en.claim_review_offline(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the {amount} service cal..." |
*
* @param {Claim_Review_Offline_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_offline_fee = /** @type {((inputs: Claim_Review_Offline_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Offline_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_offline_fee(inputs)
	return __en.claim_review_offline_fee(inputs)
});
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Claim_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_photo = /** @type {((inputs?: Claim_Review_PhotoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PhotoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_photo(inputs)
	return __en.claim_review_photo(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_photo_none = /** @type {((inputs?: Claim_Review_Photo_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_photo_none(inputs)
	return __en.claim_review_photo_none(inputs)
});
/**
* | output |
* | --- |
* | "{name} (not sent while offline)" |
*
* @param {Claim_Review_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_photo_offline = /** @type {((inputs: Claim_Review_Photo_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_photo_offline(inputs)
	return __en.claim_review_photo_offline(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Claim_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_plan = /** @type {((inputs?: Claim_Review_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_plan(inputs)
	return __en.claim_review_plan(inputs)
});
/**
* | output |
* | --- |
* | "Review your request" |
*
* @param {Claim_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_title = /** @type {((inputs?: Claim_Review_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_title(inputs)
	return __en.claim_review_title(inputs)
});
/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Claim_Review_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_visit = /** @type {((inputs?: Claim_Review_VisitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_VisitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_review_visit(inputs)
	return __en.claim_review_visit(inputs)
});
/**
* | output |
* | --- |
* | "Important" |
*
* @param {Claim_Safety_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_important = /** @type {((inputs?: Claim_Safety_ImportantInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_ImportantInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_safety_important(inputs)
	return __en.claim_safety_important(inputs)
});
/**
* | output |
* | --- |
* | "Please read the safety information before you go on." |
*
* @param {Claim_Safety_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_text = /** @type {((inputs?: Claim_Safety_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_safety_text(inputs)
	return __en.claim_safety_text(inputs)
});
/**
* | output |
* | --- |
* | "Important safety information" |
*
* @param {Claim_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_title = /** @type {((inputs?: Claim_Safety_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_safety_title(inputs)
	return __en.claim_safety_title(inputs)
});
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Claim_Safety_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_understand = /** @type {((inputs?: Claim_Safety_UnderstandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_UnderstandInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_safety_understand(inputs)
	return __en.claim_safety_understand(inputs)
});
/**
* | output |
* | --- |
* | "Save and send when online" |
*
* @param {Claim_Save_For_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_save_for_later = /** @type {((inputs?: Claim_Save_For_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Save_For_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_save_for_later(inputs)
	return __en.claim_save_for_later(inputs)
});
/**
* | output |
* | --- |
* | "When you are back online we will ask you to confirm the {amount} service call fee before it is sent. You will find it under My Account." |
*
* @param {Claim_Saved_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_fee = /** @type {((inputs: Claim_Saved_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_saved_fee(inputs)
	return __en.claim_saved_fee(inputs)
});
/**
* | output |
* | --- |
* | "It will be sent as soon as you are back online. You will find it under My Account." |
*
* @param {Claim_Saved_No_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_no_fee = /** @type {((inputs?: Claim_Saved_No_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_No_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_saved_no_fee(inputs)
	return __en.claim_saved_no_fee(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Your {item} request is saved on this device and is waiting to send." |
*
* @param {Claim_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_text = /** @type {((inputs: Claim_Saved_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_saved_text(inputs)
	return __en.claim_saved_text(inputs)
});
/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Claim_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_title = /** @type {((inputs?: Claim_Saved_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_saved_title(inputs)
	return __en.claim_saved_title(inputs)
});
/**
* | output |
* | --- |
* | "Sending your request" |
*
* @param {Claim_Sending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_sending_title = /** @type {((inputs?: Claim_Sending_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Sending_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_sending_title(inputs)
	return __en.claim_sending_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Claim_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_stars = /** @type {((inputs: Claim_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_stars(inputs)
	return __en.claim_stars(inputs)
});
/**
* | output |
* | --- |
* | "Submit and pay {amount}" |
*
* @param {Claim_Submit_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_submit_and_pay = /** @type {((inputs: Claim_Submit_And_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_And_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_submit_and_pay(inputs)
	return __en.claim_submit_and_pay(inputs)
});
/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Claim_Submit_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_submit_request = /** @type {((inputs?: Claim_Submit_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_submit_request(inputs)
	return __en.claim_submit_request(inputs)
});
/**
* | output |
* | --- |
* | "If this is an emergency, please call us at {phone}." |
*
* @param {Claim_Success_EmergencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_success_emergency = /** @type {((inputs: Claim_Success_EmergencyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_EmergencyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_success_emergency(inputs)
	return __en.claim_success_emergency(inputs)
});
/**
* | output |
* | --- |
* | "Otherwise, your request will be handled on the next business day." |
*
* @param {Claim_Success_Next_Business_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_success_next_business_day = /** @type {((inputs?: Claim_Success_Next_Business_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Next_Business_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_success_next_business_day(inputs)
	return __en.claim_success_next_business_day(inputs)
});
/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Claim_Time_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_finding = /** @type {((inputs?: Claim_Time_FindingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_FindingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_finding(inputs)
	return __en.claim_time_finding(inputs)
});
/**
* | output |
* | --- |
* | "Visit time" |
*
* @param {Claim_Time_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_legend = /** @type {((inputs?: Claim_Time_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_legend(inputs)
	return __en.claim_time_legend(inputs)
});
/**
* | output |
* | --- |
* | "Open times could not be loaded. You can still file now." |
*
* @param {Claim_Time_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_load_failure = /** @type {((inputs?: Claim_Time_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_load_failure(inputs)
	return __en.claim_time_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "No open times in the next two weeks. The contractor will call you." |
*
* @param {Claim_Time_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_none = /** @type {((inputs?: Claim_Time_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_none(inputs)
	return __en.claim_time_none(inputs)
});
/**
* | output |
* | --- |
* | "Visits take up to two hours. Times are local to the property." |
*
* @param {Claim_Time_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_note = /** @type {((inputs?: Claim_Time_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_note(inputs)
	return __en.claim_time_note(inputs)
});
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Claim_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_title = /** @type {((inputs?: Claim_Time_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_time_title(inputs)
	return __en.claim_time_title(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Claim_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_try_again = /** @type {((inputs?: Claim_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_try_again(inputs)
	return __en.claim_try_again(inputs)
});
/**
* | output |
* | --- |
* | "View My Service Requests" |
*
* @param {Claim_View_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_view_history = /** @type {((inputs?: Claim_View_HistoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_View_HistoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_view_history(inputs)
	return __en.claim_view_history(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Claim_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_yes = /** @type {((inputs?: Claim_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_yes(inputs)
	return __en.claim_yes(inputs)
});
/**
* | output |
* | --- |
* | "Your answer" |
*
* @param {Claim_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_answer = /** @type {((inputs?: Claim_Your_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_your_answer(inputs)
	return __en.claim_your_answer(inputs)
});
/**
* | output |
* | --- |
* | "Your answer ({unit})" |
*
* @param {Claim_Your_Answer_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_answer_in = /** @type {((inputs: Claim_Your_Answer_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_Answer_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_your_answer_in(inputs)
	return __en.claim_your_answer_in(inputs)
});
/**
* | output |
* | --- |
* | "Your initials" |
*
* @param {Claim_Your_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_initials = /** @type {((inputs?: Claim_Your_InitialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_InitialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_your_initials(inputs)
	return __en.claim_your_initials(inputs)
});
/**
* | output |
* | --- |
* | "Your plans" |
*
* @param {Claim_Your_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_plans = /** @type {((inputs?: Claim_Your_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claim_your_plans(inputs)
	return __en.claim_your_plans(inputs)
});
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Claims_Assign_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_assign_figure = /** @type {((inputs?: Claims_Assign_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_assign_figure(inputs)
	return __en.claims_assign_figure(inputs)
});
/**
* | output |
* | --- |
* | "to assign a contractor to your claim" |
*
* @param {Claims_Assign_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_assign_text = /** @type {((inputs?: Claims_Assign_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_assign_text(inputs)
	return __en.claims_assign_text(inputs)
});
/**
* | output |
* | --- |
* | "Best in region" |
*
* @param {Claims_Award_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_award_figure = /** @type {((inputs?: Claims_Award_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_award_figure(inputs)
	return __en.claims_award_figure(inputs)
});
/**
* | output |
* | --- |
* | "in 2014, 2015, 2016, 2019 and 2020" |
*
* @param {Claims_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_award_text = /** @type {((inputs?: Claims_Award_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_award_text(inputs)
	return __en.claims_award_text(inputs)
});
/**
* | output |
* | --- |
* | "Why homeowners choose us" |
*
* @param {Claims_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_heading = /** @type {((inputs?: Claims_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_heading(inputs)
	return __en.claims_heading(inputs)
});
/**
* | output |
* | --- |
* | "70,000+" |
*
* @param {Claims_Homeowners_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_homeowners_figure = /** @type {((inputs?: Claims_Homeowners_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_homeowners_figure(inputs)
	return __en.claims_homeowners_figure(inputs)
});
/**
* | output |
* | --- |
* | "homeowners protected" |
*
* @param {Claims_Homeowners_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_homeowners_text = /** @type {((inputs?: Claims_Homeowners_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_homeowners_text(inputs)
	return __en.claims_homeowners_text(inputs)
});
/**
* | output |
* | --- |
* | "9,000+" |
*
* @param {Claims_Parts_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_parts_figure = /** @type {((inputs?: Claims_Parts_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_parts_figure(inputs)
	return __en.claims_parts_figure(inputs)
});
/**
* | output |
* | --- |
* | "parts covered; over 5,000 replaced last year" |
*
* @param {Claims_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_parts_text = /** @type {((inputs?: Claims_Parts_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_parts_text(inputs)
	return __en.claims_parts_text(inputs)
});
/**
* | output |
* | --- |
* | "$35/mo" |
*
* @param {Claims_Price_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_price_figure = /** @type {((inputs?: Claims_Price_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_price_figure(inputs)
	return __en.claims_price_figure(inputs)
});
/**
* | output |
* | --- |
* | "plans starting from" |
*
* @param {Claims_Price_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_price_text = /** @type {((inputs?: Claims_Price_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_price_text(inputs)
	return __en.claims_price_text(inputs)
});
/**
* | output |
* | --- |
* | "$200" |
*
* @param {Claims_Saving_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_saving_figure = /** @type {((inputs?: Claims_Saving_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_saving_figure(inputs)
	return __en.claims_saving_figure(inputs)
});
/**
* | output |
* | --- |
* | "average saving per approved repair" |
*
* @param {Claims_Saving_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_saving_text = /** @type {((inputs?: Claims_Saving_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_saving_text(inputs)
	return __en.claims_saving_text(inputs)
});
/**
* | output |
* | --- |
* | "200+" |
*
* @param {Claims_Staff_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_staff_figure = /** @type {((inputs?: Claims_Staff_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_staff_figure(inputs)
	return __en.claims_staff_figure(inputs)
});
/**
* | output |
* | --- |
* | "full-time staff" |
*
* @param {Claims_Staff_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_staff_text = /** @type {((inputs?: Claims_Staff_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.claims_staff_text(inputs)
	return __en.claims_staff_text(inputs)
});
/**
* | output |
* | --- |
* | "Sorry - There was a problem loading the requested article. Please try again." |
*
* @param {Common_Article_Load_Failure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_article_load_failure_text = /** @type {((inputs?: Common_Article_Load_Failure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_article_load_failure_text(inputs)
	return __en.common_article_load_failure_text(inputs)
});
/**
* | output |
* | --- |
* | "Could not load article" |
*
* @param {Common_Article_Load_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_article_load_failure_title = /** @type {((inputs?: Common_Article_Load_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_article_load_failure_title(inputs)
	return __en.common_article_load_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance" |
*
* @param {Common_Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_brochure_error_text = /** @type {((inputs?: Common_Brochure_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_brochure_error_text(inputs)
	return __en.common_brochure_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Download Brochure Error" |
*
* @param {Common_Brochure_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_brochure_error_title = /** @type {((inputs?: Common_Brochure_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_brochure_error_title(inputs)
	return __en.common_brochure_error_title(inputs)
});
/**
* | output |
* | --- |
* | "This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another." |
*
* @param {Common_Change_Password_BreachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_breached = /** @type {((inputs?: Common_Change_Password_BreachedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_BreachedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_breached(inputs)
	return __en.common_change_password_breached(inputs)
});
/**
* | output |
* | --- |
* | "The current password you entered is incorrect." |
*
* @param {Common_Change_Password_Current_IncorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_current_incorrect = /** @type {((inputs?: Common_Change_Password_Current_IncorrectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_IncorrectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_current_incorrect(inputs)
	return __en.common_change_password_current_incorrect(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Common_Change_Password_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_current_required = /** @type {((inputs?: Common_Change_Password_Current_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_current_required(inputs)
	return __en.common_change_password_current_required(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred while changing your password, please try again." |
*
* @param {Common_Change_Password_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_failure = /** @type {((inputs?: Common_Change_Password_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_failure(inputs)
	return __en.common_change_password_failure(inputs)
});
/**
* | output |
* | --- |
* | "A password-reset link sets a new password once, within {minutes} minutes of opening it. Please enter your current password, or ask for a new link with \"Forgo..." |
*
* @param {Common_Change_Password_Reset_Link_SpentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_reset_link_spent = /** @type {((inputs: Common_Change_Password_Reset_Link_SpentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Reset_Link_SpentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_reset_link_spent(inputs)
	return __en.common_change_password_reset_link_spent(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a new password that is different from your current one." |
*
* @param {Common_Change_Password_Same_As_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_same_as_current = /** @type {((inputs?: Common_Change_Password_Same_As_CurrentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Same_As_CurrentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_same_as_current(inputs)
	return __en.common_change_password_same_as_current(inputs)
});
/**
* | output |
* | --- |
* | "Password Changed." |
*
* @param {Common_Change_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_success = /** @type {((inputs?: Common_Change_Password_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_change_password_success(inputs)
	return __en.common_change_password_success(inputs)
});
/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Common_Chat_Answer_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_answer_time = /** @type {((inputs?: Common_Chat_Answer_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_Answer_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_chat_answer_time(inputs)
	return __en.common_chat_answer_time(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Common_Chat_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_failed = /** @type {((inputs: Common_Chat_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_chat_failed(inputs)
	return __en.common_chat_failed(inputs)
});
/**
* | output |
* | --- |
* | "Thank you, your message is on its way to customer care." |
*
* @param {Common_Chat_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_sent = /** @type {((inputs?: Common_Chat_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_chat_sent(inputs)
	return __en.common_chat_sent(inputs)
});
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_email_invalid = /** @type {((inputs?: Common_Contact_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_contact_email_invalid(inputs)
	return __en.common_contact_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_email_required = /** @type {((inputs?: Common_Contact_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_contact_email_required(inputs)
	return __en.common_contact_email_required(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a message." |
*
* @param {Common_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_message_required = /** @type {((inputs?: Common_Contact_Message_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Message_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_contact_message_required(inputs)
	return __en.common_contact_message_required(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Common_Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_success = /** @type {((inputs?: Common_Contact_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_contact_success(inputs)
	return __en.common_contact_success(inputs)
});
/**
* | output |
* | --- |
* | "Convert Failed" |
*
* @param {Common_Convert_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_convert_failure_title = /** @type {((inputs?: Common_Convert_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Convert_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_convert_failure_title(inputs)
	return __en.common_convert_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, we couldn't find the coupon code you provided." |
*
* @param {Common_Coupon_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_coupon_failure = /** @type {((inputs?: Common_Coupon_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_coupon_failure(inputs)
	return __en.common_coupon_failure(inputs)
});
/**
* | output |
* | --- |
* | "You just saved ${amount}!" |
*
* @param {Common_Coupon_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_coupon_success = /** @type {((inputs: Common_Coupon_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_coupon_success(inputs)
	return __en.common_coupon_success(inputs)
});
/**
* | output |
* | --- |
* | "Unable to set the default payment method." |
*
* @param {Common_Default_Payment_Method_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_default_payment_method_failure = /** @type {((inputs?: Common_Default_Payment_Method_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Default_Payment_Method_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_default_payment_method_failure(inputs)
	return __en.common_default_payment_method_failure(inputs)
});
/**
* | output |
* | --- |
* | "The cost of this dispatch ticket exceeds your pre-authorized amount of ${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add p..." |
*
* @param {Common_Dispatch_Change_Discount_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_change_discount_text = /** @type {((inputs: Common_Dispatch_Change_Discount_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_dispatch_change_discount_text(inputs)
	return __en.common_dispatch_change_discount_text(inputs)
});
/**
* | output |
* | --- |
* | "Change Discount" |
*
* @param {Common_Dispatch_Change_Discount_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_change_discount_title = /** @type {((inputs?: Common_Dispatch_Change_Discount_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_dispatch_change_discount_title(inputs)
	return __en.common_dispatch_change_discount_title(inputs)
});
/**
* | output |
* | --- |
* | "Error submitting changes" |
*
* @param {Common_Dispatch_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_save_failure = /** @type {((inputs?: Common_Dispatch_Save_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_dispatch_save_failure(inputs)
	return __en.common_dispatch_save_failure(inputs)
});
/**
* | output |
* | --- |
* | "Successfully submitted your changes." |
*
* @param {Common_Dispatch_Save_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_save_success = /** @type {((inputs?: Common_Dispatch_Save_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_dispatch_save_success(inputs)
	return __en.common_dispatch_save_success(inputs)
});
/**
* | output |
* | --- |
* | "Submission cancelled" |
*
* @param {Common_Dispatch_Submission_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_submission_cancelled = /** @type {((inputs?: Common_Dispatch_Submission_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Submission_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_dispatch_submission_cancelled(inputs)
	return __en.common_dispatch_submission_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load feature flagging items." |
*
* @param {Common_Feature_Flags_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_feature_flags_load_failure = /** @type {((inputs?: Common_Feature_Flags_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Feature_Flags_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_feature_flags_load_failure(inputs)
	return __en.common_feature_flags_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred while sending the file, please try again." |
*
* @param {Common_File_Upload_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_failure = /** @type {((inputs?: Common_File_Upload_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_file_upload_failure(inputs)
	return __en.common_file_upload_failure(inputs)
});
/**
* | output |
* | --- |
* | "Sending File..." |
*
* @param {Common_File_Upload_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_sending = /** @type {((inputs?: Common_File_Upload_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_file_upload_sending(inputs)
	return __en.common_file_upload_sending(inputs)
});
/**
* | output |
* | --- |
* | "File Sent" |
*
* @param {Common_File_Upload_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_success = /** @type {((inputs?: Common_File_Upload_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_file_upload_success(inputs)
	return __en.common_file_upload_success(inputs)
});
/**
* | output |
* | --- |
* | "The email address is incorrect. Please verify your email and try again." |
*
* @param {Common_Forgot_Password_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_email_invalid = /** @type {((inputs?: Common_Forgot_Password_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_forgot_password_email_invalid(inputs)
	return __en.common_forgot_password_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Common_Forgot_Password_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_email_required = /** @type {((inputs?: Common_Forgot_Password_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_forgot_password_email_required(inputs)
	return __en.common_forgot_password_email_required(inputs)
});
/**
* | output |
* | --- |
* | "If an account is set up, an email will be sent to the specified email address {email}." |
*
* @param {Common_Forgot_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_success = /** @type {((inputs: Common_Forgot_Password_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_forgot_password_success(inputs)
	return __en.common_forgot_password_success(inputs)
});
/**
* | output |
* | --- |
* | "Let us help! Please enter your email." |
*
* @param {Common_Forgot_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_text = /** @type {((inputs?: Common_Forgot_Password_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_forgot_password_text(inputs)
	return __en.common_forgot_password_text(inputs)
});
/**
* | output |
* | --- |
* | "Trouble Logging In?" |
*
* @param {Common_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_title = /** @type {((inputs?: Common_Forgot_Password_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_forgot_password_title(inputs)
	return __en.common_forgot_password_title(inputs)
});
/**
* | output |
* | --- |
* | "Timed Out!" |
*
* @param {Common_Geolocation_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_geolocation_timed_out = /** @type {((inputs?: Common_Geolocation_Timed_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_Timed_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_geolocation_timed_out(inputs)
	return __en.common_geolocation_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "This browser does not support geolocation." |
*
* @param {Common_Geolocation_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_geolocation_unsupported = /** @type {((inputs?: Common_Geolocation_UnsupportedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_UnsupportedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_geolocation_unsupported(inputs)
	return __en.common_geolocation_unsupported(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred while either attempting to impersonate or ending impersonation." |
*
* @param {Common_Impersonation_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_impersonation_failure = /** @type {((inputs?: Common_Impersonation_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Impersonation_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_impersonation_failure(inputs)
	return __en.common_impersonation_failure(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser." |
*
* @param {Common_Initialization_Essential_Scripts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_initialization_essential_scripts_failed = /** @type {((inputs?: Common_Initialization_Essential_Scripts_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Essential_Scripts_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_initialization_essential_scripts_failed(inputs)
	return __en.common_initialization_essential_scripts_failed(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. The app shows what was saved on this device." |
*
* @param {Common_Initialization_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_initialization_offline = /** @type {((inputs?: Common_Initialization_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_initialization_offline(inputs)
	return __en.common_initialization_offline(inputs)
});
/**
* | output |
* | --- |
* | "Initialization timed out." |
*
* @param {Common_Initialization_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_initialization_timed_out = /** @type {((inputs?: Common_Initialization_Timed_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Timed_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_initialization_timed_out(inputs)
	return __en.common_initialization_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "The username or password you entered were incorrect. Please try again." |
*
* @param {Common_Login_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_error_text = /** @type {((inputs?: Common_Login_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_error_text(inputs)
	return __en.common_login_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Login Error" |
*
* @param {Common_Login_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_error_title = /** @type {((inputs?: Common_Login_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_error_title(inputs)
	return __en.common_login_error_title(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in link is invalid or has expired." |
*
* @param {Common_Login_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_link_invalid = /** @type {((inputs?: Common_Login_Link_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Link_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_link_invalid(inputs)
	return __en.common_login_link_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Please login to request repair" |
*
* @param {Common_Login_Repair_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_repair_title = /** @type {((inputs?: Common_Login_Repair_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Repair_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_repair_title(inputs)
	return __en.common_login_repair_title(inputs)
});
/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Common_Login_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_session_expired = /** @type {((inputs?: Common_Login_Session_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Session_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_session_expired(inputs)
	return __en.common_login_session_expired(inputs)
});
/**
* | output |
* | --- |
* | "Login to Your Account" |
*
* @param {Common_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_title = /** @type {((inputs?: Common_Login_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_title(inputs)
	return __en.common_login_title(inputs)
});
/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Common_Login_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_too_many_attempts = /** @type {((inputs?: Common_Login_Too_Many_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Too_Many_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_too_many_attempts(inputs)
	return __en.common_login_too_many_attempts(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change is not sent yet. It is kept on this device and will be sent when you sign in again." |
* | "other" | "{count} changes are not sent yet. They are kept on this device and will be sent when you sign in again." |
*
* @param {Common_Login_Unsent_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_unsent_kept = /** @type {((inputs: Common_Login_Unsent_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Unsent_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_login_unsent_kept(inputs)
	return __en.common_login_unsent_kept(inputs)
});
/**
* | output |
* | --- |
* | "We found multiple accounts associated with your email address and have consolidated them. Please login again." |
*
* @param {Common_Merge_AutomaticInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_merge_automatic = /** @type {((inputs?: Common_Merge_AutomaticInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_AutomaticInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_merge_automatic(inputs)
	return __en.common_merge_automatic(inputs)
});
/**
* | output |
* | --- |
* | "Your user accounts have been successfully consolidated. Please login again." |
*
* @param {Common_Merge_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_merge_success = /** @type {((inputs?: Common_Merge_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_merge_success(inputs)
	return __en.common_merge_success(inputs)
});
/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Common_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_button = /** @type {((inputs?: Common_Newsletter_Confirm_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_button(inputs)
	return __en.common_newsletter_confirm_button(inputs)
});
/**
* | output |
* | --- |
* | "This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one." |
*
* @param {Common_Newsletter_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_invalid = /** @type {((inputs?: Common_Newsletter_Confirm_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_invalid(inputs)
	return __en.common_newsletter_confirm_invalid(inputs)
});
/**
* | output |
* | --- |
* | "We sent a link to {email}. Open it to confirm your subscription; until then we send you nothing." |
*
* @param {Common_Newsletter_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_sent = /** @type {((inputs: Common_Newsletter_Confirm_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_sent(inputs)
	return __en.common_newsletter_confirm_sent(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Common_Newsletter_Confirm_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_sent_title = /** @type {((inputs?: Common_Newsletter_Confirm_Sent_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_Sent_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_sent_title(inputs)
	return __en.common_newsletter_confirm_sent_title(inputs)
});
/**
* | output |
* | --- |
* | "Confirm that you would like to receive our newsletter at the address this link was sent to." |
*
* @param {Common_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_text = /** @type {((inputs?: Common_Newsletter_Confirm_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_text(inputs)
	return __en.common_newsletter_confirm_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Common_Newsletter_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_title = /** @type {((inputs?: Common_Newsletter_Confirm_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirm_title(inputs)
	return __en.common_newsletter_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirmed_title = /** @type {((inputs?: Common_Newsletter_Confirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_confirmed_title(inputs)
	return __en.common_newsletter_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred while subscribing to the newsletter, please try again." |
*
* @param {Common_Newsletter_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_failure = /** @type {((inputs?: Common_Newsletter_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_failure(inputs)
	return __en.common_newsletter_failure(inputs)
});
/**
* | output |
* | --- |
* | "Subscription Failed!" |
*
* @param {Common_Newsletter_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_failure_title = /** @type {((inputs?: Common_Newsletter_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_failure_title(inputs)
	return __en.common_newsletter_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "Email is required." |
*
* @param {Common_Newsletter_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_field_error = /** @type {((inputs?: Common_Newsletter_Field_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_field_error(inputs)
	return __en.common_newsletter_field_error(inputs)
});
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Common_Newsletter_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_field_invalid = /** @type {((inputs?: Common_Newsletter_Field_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_field_invalid(inputs)
	return __en.common_newsletter_field_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The email address you entered is incorrect. Please try again." |
*
* @param {Common_Newsletter_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_invalid_text = /** @type {((inputs?: Common_Newsletter_Invalid_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_invalid_text(inputs)
	return __en.common_newsletter_invalid_text(inputs)
});
/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Common_Newsletter_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_invalid_title = /** @type {((inputs?: Common_Newsletter_Invalid_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_invalid_title(inputs)
	return __en.common_newsletter_invalid_title(inputs)
});
/**
* | output |
* | --- |
* | "{email} is now signed up for the newsletter!" |
*
* @param {Common_Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_success = /** @type {((inputs: Common_Newsletter_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_success(inputs)
	return __en.common_newsletter_success(inputs)
});
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_success_title = /** @type {((inputs?: Common_Newsletter_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_newsletter_success_title(inputs)
	return __en.common_newsletter_success_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry, but we don't (yet) provide service to your zip code." |
*
* @param {Common_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_no_service_text = /** @type {((inputs?: Common_No_Service_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_no_service_text(inputs)
	return __en.common_no_service_text(inputs)
});
/**
* | output |
* | --- |
* | "No Service" |
*
* @param {Common_No_Service_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_no_service_title = /** @type {((inputs?: Common_No_Service_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_no_service_title(inputs)
	return __en.common_no_service_title(inputs)
});
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Common_Not_Found_Go_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_go_back = /** @type {((inputs?: Common_Not_Found_Go_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_Go_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_not_found_go_back(inputs)
	return __en.common_not_found_go_back(inputs)
});
/**
* | output |
* | --- |
* | "We can't seem to find the page you're looking for." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text = /** @type {((inputs?: Common_Not_Found_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_not_found_text(inputs)
	return __en.common_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Oh no… This isn't right" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_title = /** @type {((inputs?: Common_Not_Found_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_not_found_title(inputs)
	return __en.common_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Common_Order_Complete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_order_complete_text = /** @type {((inputs?: Common_Order_Complete_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_order_complete_text(inputs)
	return __en.common_order_complete_text(inputs)
});
/**
* | output |
* | --- |
* | "Order Completed" |
*
* @param {Common_Order_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_order_complete_title = /** @type {((inputs?: Common_Order_Complete_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_order_complete_title(inputs)
	return __en.common_order_complete_title(inputs)
});
/**
* | output |
* | --- |
* | "Save Failed" |
*
* @param {Common_Partner_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_partner_failure_title = /** @type {((inputs?: Common_Partner_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_partner_failure_title(inputs)
	return __en.common_partner_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "Agent information saved successfully." |
*
* @param {Common_Partner_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_partner_success = /** @type {((inputs?: Common_Partner_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_partner_success(inputs)
	return __en.common_partner_success(inputs)
});
/**
* | output |
* | --- |
* | "Successfully processed payment for contract: {policyNumber}" |
*
* @param {Common_Payment_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_payment_success = /** @type {((inputs: Common_Payment_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Payment_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_payment_success(inputs)
	return __en.common_payment_success(inputs)
});
/**
* | output |
* | --- |
* | "Budget Amount is required." |
*
* @param {Common_Quick_Order_Budget_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quick_order_budget_required = /** @type {((inputs?: Common_Quick_Order_Budget_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quick_order_budget_required(inputs)
	return __en.common_quick_order_budget_required(inputs)
});
/**
* | output |
* | --- |
* | "Budget Amount must be at most {most}." |
*
* @param {Common_Quick_Order_Budget_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quick_order_budget_too_large = /** @type {((inputs: Common_Quick_Order_Budget_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quick_order_budget_too_large(inputs)
	return __en.common_quick_order_budget_too_large(inputs)
});
/**
* | output |
* | --- |
* | "Address is required." |
*
* @param {Common_Quote_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_address_required = /** @type {((inputs?: Common_Quote_Address_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Address_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_address_required(inputs)
	return __en.common_quote_address_required(inputs)
});
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Quote_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_email_invalid = /** @type {((inputs?: Common_Quote_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_email_invalid(inputs)
	return __en.common_quote_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_email_required = /** @type {((inputs?: Common_Quote_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_email_required(inputs)
	return __en.common_quote_email_required(inputs)
});
/**
* | output |
* | --- |
* | "Quote Error" |
*
* @param {Common_Quote_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_error_title = /** @type {((inputs?: Common_Quote_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_error_title(inputs)
	return __en.common_quote_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Common_Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_name_required = /** @type {((inputs?: Common_Quote_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_name_required(inputs)
	return __en.common_quote_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Common_Quote_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_phone_required = /** @type {((inputs?: Common_Quote_Phone_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Phone_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_phone_required(inputs)
	return __en.common_quote_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "Zip code is required." |
*
* @param {Common_Quote_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_zip_required = /** @type {((inputs?: Common_Quote_Zip_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Zip_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_quote_zip_required(inputs)
	return __en.common_quote_zip_required(inputs)
});
/**
* | output |
* | --- |
* | "REQUIRED" |
*
* @param {Common_Required_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_required_label = /** @type {((inputs?: Common_Required_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Required_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_required_label(inputs)
	return __en.common_required_label(inputs)
});
/**
* | output |
* | --- |
* | "There's a Problem...!" |
*
* @param {Common_Service_Request_Authorization_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_authorization_failure_title = /** @type {((inputs?: Common_Service_Request_Authorization_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Authorization_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_authorization_failure_title(inputs)
	return __en.common_service_request_authorization_failure_title(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred while submitting your claim." |
*
* @param {Common_Service_Request_Claim_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_claim_failure = /** @type {((inputs?: Common_Service_Request_Claim_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Claim_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_claim_failure(inputs)
	return __en.common_service_request_claim_failure(inputs)
});
/**
* | output |
* | --- |
* | "Oops, something went wrong! Please call us at {phone}" |
*
* @param {Common_Service_Request_Send_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_send_failure = /** @type {((inputs: Common_Service_Request_Send_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Send_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_send_failure(inputs)
	return __en.common_service_request_send_failure(inputs)
});
/**
* | output |
* | --- |
* | "Submitting service request. Please wait..." |
*
* @param {Common_Service_Request_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_submitting = /** @type {((inputs?: Common_Service_Request_SubmittingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_SubmittingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_submitting(inputs)
	return __en.common_service_request_submitting(inputs)
});
/**
* | output |
* | --- |
* | "We received your service request after normal business hours, but we still have people on staff to help if this is an emergency." |
*
* @param {Common_Service_Request_Success_After_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_success_after_hours = /** @type {((inputs?: Common_Service_Request_Success_After_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_After_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_success_after_hours(inputs)
	return __en.common_service_request_success_after_hours(inputs)
});
/**
* | output |
* | --- |
* | "We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment." |
*
* @param {Common_Service_Request_Success_In_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_success_in_hours = /** @type {((inputs?: Common_Service_Request_Success_In_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_In_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_service_request_success_in_hours(inputs)
	return __en.common_service_request_success_in_hours(inputs)
});
/**
* | output |
* | --- |
* | "Failed to cancel work order. Please call for assistance." |
*
* @param {Common_Status_Update_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_cancel_failure = /** @type {((inputs?: Common_Status_Update_Cancel_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_cancel_failure(inputs)
	return __en.common_status_update_cancel_failure(inputs)
});
/**
* | output |
* | --- |
* | "Cancellation request has been submitted" |
*
* @param {Common_Status_Update_Cancel_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_cancel_success_text = /** @type {((inputs?: Common_Status_Update_Cancel_Success_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_cancel_success_text(inputs)
	return __en.common_status_update_cancel_success_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Common_Status_Update_Cancel_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_cancel_success_title = /** @type {((inputs?: Common_Status_Update_Cancel_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_cancel_success_title(inputs)
	return __en.common_status_update_cancel_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Failed to complete status update. Please call for assistance." |
*
* @param {Common_Status_Update_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_failure = /** @type {((inputs?: Common_Status_Update_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_failure(inputs)
	return __en.common_status_update_failure(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled status has been successfully submitted" |
*
* @param {Common_Status_Update_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_success_text = /** @type {((inputs?: Common_Status_Update_Success_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_success_text(inputs)
	return __en.common_status_update_success_text(inputs)
});
/**
* | output |
* | --- |
* | "Thank you" |
*
* @param {Common_Status_Update_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_success_title = /** @type {((inputs?: Common_Status_Update_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_status_update_success_title(inputs)
	return __en.common_status_update_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Email is invalid." |
*
* @param {Common_Streem_Signup_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_email_invalid = /** @type {((inputs?: Common_Streem_Signup_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_email_invalid(inputs)
	return __en.common_streem_signup_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong please try again later." |
*
* @param {Common_Streem_Signup_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_failure = /** @type {((inputs?: Common_Streem_Signup_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_failure(inputs)
	return __en.common_streem_signup_failure(inputs)
});
/**
* | output |
* | --- |
* | "PhoneNumber must be 12 characters, as 555-555-0100." |
*
* @param {Common_Streem_Signup_Phone_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_phone_length = /** @type {((inputs?: Common_Streem_Signup_Phone_LengthInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_LengthInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_phone_length(inputs)
	return __en.common_streem_signup_phone_length(inputs)
});
/**
* | output |
* | --- |
* | "PhoneNumber is required" |
*
* @param {Common_Streem_Signup_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_phone_required = /** @type {((inputs?: Common_Streem_Signup_Phone_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_phone_required(inputs)
	return __en.common_streem_signup_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Common_Streem_Signup_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_required = /** @type {((inputs: Common_Streem_Signup_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_required(inputs)
	return __en.common_streem_signup_required(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! We will reach out within a couple of business days to complete your signup." |
*
* @param {Common_Streem_Signup_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_success = /** @type {((inputs?: Common_Streem_Signup_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_streem_signup_success(inputs)
	return __en.common_streem_signup_success(inputs)
});
/**
* | output |
* | --- |
* | "You have successfully been enrolled to recieve updates through text messaging." |
*
* @param {Common_Text_Opt_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_text_opt_in_success = /** @type {((inputs?: Common_Text_Opt_In_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Text_Opt_In_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_text_opt_in_success(inputs)
	return __en.common_text_opt_in_success(inputs)
});
/**
* | output |
* | --- |
* | "We have received this request many times from you in a short while. Please try again {wait}." |
*
* @param {Common_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_too_many_requests = /** @type {((inputs: Common_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Too_Many_RequestsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_too_many_requests(inputs)
	return __en.common_too_many_requests(inputs)
});
/**
* | output |
* | --- |
* | "Unable to reach the server. Check your connection and try again." |
*
* @param {Common_Transport_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_network_error = /** @type {((inputs?: Common_Transport_Network_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Network_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_transport_network_error(inputs)
	return __en.common_transport_network_error(inputs)
});
/**
* | output |
* | --- |
* | "Error communicating with the server. Please try again later." |
*
* @param {Common_Transport_Server_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_text = /** @type {((inputs?: Common_Transport_Server_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_transport_server_error_text(inputs)
	return __en.common_transport_server_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Server Error" |
*
* @param {Common_Transport_Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_title = /** @type {((inputs?: Common_Transport_Server_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_transport_server_error_title(inputs)
	return __en.common_transport_server_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Server Error. Response Code {status}" |
*
* @param {Common_Transport_Server_Error_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_with_code = /** @type {((inputs: Common_Transport_Server_Error_With_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_With_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_transport_server_error_with_code(inputs)
	return __en.common_transport_server_error_with_code(inputs)
});
/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Common_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_update_available = /** @type {((inputs?: Common_Update_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_AvailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_update_available(inputs)
	return __en.common_update_available(inputs)
});
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_Update_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_update_reload = /** @type {((inputs?: Common_Update_ReloadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReloadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_update_reload(inputs)
	return __en.common_update_reload(inputs)
});
/**
* | output |
* | --- |
* | "Oops...we need a bit more information!" |
*
* @param {Common_Validation_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_validation_dialog_title = /** @type {((inputs?: Common_Validation_Dialog_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Validation_Dialog_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.common_validation_dialog_title(inputs)
	return __en.common_validation_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Customer care" |
*
* @param {Contact_Customer_CareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_customer_care = /** @type {((inputs?: Contact_Customer_CareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Customer_CareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_customer_care(inputs)
	return __en.contact_customer_care(inputs)
});
/**
* | output |
* | --- |
* | "Call, e-mail or write to {brand}: customer care, media contacts and our mailing address." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_description = /** @type {((inputs: Contact_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_description(inputs)
	return __en.contact_description(inputs)
});
/**
* | output |
* | --- |
* | "We are here to help" |
*
* @param {Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_eyebrow = /** @type {((inputs?: Contact_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_eyebrow(inputs)
	return __en.contact_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_failed_text = /** @type {((inputs: Contact_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_failed_text(inputs)
	return __en.contact_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Message Not Sent" |
*
* @param {Contact_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_failed_title = /** @type {((inputs?: Contact_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_failed_title(inputs)
	return __en.contact_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_form_heading = /** @type {((inputs?: Contact_Form_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_form_heading(inputs)
	return __en.contact_form_heading(inputs)
});
/**
* | output |
* | --- |
* | "We read every message and answer by e-mail or phone." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_form_intro = /** @type {((inputs?: Contact_Form_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_form_intro(inputs)
	return __en.contact_form_intro(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_form_label = /** @type {((inputs?: Contact_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_form_label(inputs)
	return __en.contact_form_label(inputs)
});
/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_info_heading = /** @type {((inputs?: Contact_Info_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_info_heading(inputs)
	return __en.contact_info_heading(inputs)
});
/**
* | output |
* | --- |
* | "Questions about a plan, a claim or an invoice? Our customer care team answers the phone and the inbox. To request a repair, use Request Repair at the top of ..." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_intro = /** @type {((inputs?: Contact_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_intro(inputs)
	return __en.contact_intro(inputs)
});
/**
* | output |
* | --- |
* | "Mailing address" |
*
* @param {Contact_Mailing_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_mailing_address = /** @type {((inputs?: Contact_Mailing_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mailing_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_mailing_address(inputs)
	return __en.contact_mailing_address(inputs)
});
/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Contact_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_media = /** @type {((inputs?: Contact_MediaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MediaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_media(inputs)
	return __en.contact_media(inputs)
});
/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_message_label = /** @type {((inputs?: Contact_Message_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_message_label(inputs)
	return __en.contact_message_label(inputs)
});
/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_sent_title = /** @type {((inputs?: Contact_Sent_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_sent_title(inputs)
	return __en.contact_sent_title(inputs)
});
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Contact_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_submit = /** @type {((inputs?: Contact_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_submit(inputs)
	return __en.contact_submit(inputs)
});
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_title = /** @type {((inputs?: Contact_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.contact_title(inputs)
	return __en.contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Close the privacy notice" |
*
* @param {Cookie_Bar_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_close = /** @type {((inputs?: Cookie_Bar_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.cookie_bar_close(inputs)
	return __en.cookie_bar_close(inputs)
});
/**
* | output |
* | --- |
* | "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy." |
*
* @param {Cookie_Bar_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_text = /** @type {((inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Cookie_Bar_TextInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.cookie_bar_text(inputs)
			return __en.cookie_bar_text(inputs)
		}),
		{
			parts: /** @type {(inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.cookie_bar_text.parts === "function" ? __es.cookie_bar_text.parts(inputs) : [{ type: "text", value: __es.cookie_bar_text(inputs) }]
				return typeof __en.cookie_bar_text.parts === "function" ? __en.cookie_bar_text.parts(inputs) : [{ type: "text", value: __en.cookie_bar_text(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "We value your privacy" |
*
* @param {Cookie_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_title = /** @type {((inputs?: Cookie_Bar_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.cookie_bar_title(inputs)
	return __en.cookie_bar_title(inputs)
});
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Escrow_Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_amount_due = /** @type {((inputs?: Escrow_Invoice_Amount_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_amount_due(inputs)
	return __en.escrow_invoice_amount_due(inputs)
});
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Escrow_Invoice_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_amount_paid = /** @type {((inputs?: Escrow_Invoice_Amount_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_amount_paid(inputs)
	return __en.escrow_invoice_amount_paid(inputs)
});
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Escrow_Invoice_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_buyer = /** @type {((inputs?: Escrow_Invoice_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_buyer(inputs)
	return __en.escrow_invoice_buyer(inputs)
});
/**
* | output |
* | --- |
* | "Questions about this invoice? Call {brand} at {phone}." |
*
* @param {Escrow_Invoice_Cancelled_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.escrow_invoice_cancelled_call(inputs)
			return __en.escrow_invoice_cancelled_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.escrow_invoice_cancelled_call.parts === "function" ? __es.escrow_invoice_cancelled_call.parts(inputs) : [{ type: "text", value: __es.escrow_invoice_cancelled_call(inputs) }]
				return typeof __en.escrow_invoice_cancelled_call.parts === "function" ? __en.escrow_invoice_cancelled_call.parts(inputs) : [{ type: "text", value: __en.escrow_invoice_cancelled_call(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Contract {policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_contract_cancelled = /** @type {((inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_cancelled_contract_cancelled(inputs)
	return __en.escrow_invoice_cancelled_contract_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Contract {policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_contract_expired = /** @type {((inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_cancelled_contract_expired(inputs)
	return __en.escrow_invoice_cancelled_contract_expired(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is due on this invoice any more, and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_invoice = /** @type {((inputs?: Escrow_Invoice_Cancelled_InvoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_InvoiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_cancelled_invoice(inputs)
	return __en.escrow_invoice_cancelled_invoice(inputs)
});
/**
* | output |
* | --- |
* | "This invoice was cancelled" |
*
* @param {Escrow_Invoice_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_title = /** @type {((inputs?: Escrow_Invoice_Cancelled_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_cancelled_title(inputs)
	return __en.escrow_invoice_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Escrow_Invoice_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_closing_date = /** @type {((inputs?: Escrow_Invoice_Closing_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Closing_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_closing_date(inputs)
	return __en.escrow_invoice_closing_date(inputs)
});
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Escrow_Invoice_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_contract_number = /** @type {((inputs?: Escrow_Invoice_Contract_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Contract_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_contract_number(inputs)
	return __en.escrow_invoice_contract_number(inputs)
});
/**
* | output |
* | --- |
* | "Your e-mail (for the receipt)" |
*
* @param {Escrow_Invoice_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_email_label = /** @type {((inputs?: Escrow_Invoice_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_email_label(inputs)
	return __en.escrow_invoice_email_label(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your e-mail." |
*
* @param {Escrow_Invoice_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_email_required = /** @type {((inputs?: Escrow_Invoice_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_email_required(inputs)
	return __en.escrow_invoice_email_required(inputs)
});
/**
* | output |
* | --- |
* | "The invoice could not be loaded. Please check your connection and try again." |
*
* @param {Escrow_Invoice_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_load_failure = /** @type {((inputs?: Escrow_Invoice_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_load_failure(inputs)
	return __en.escrow_invoice_load_failure(inputs)
});
/**
* | output |
* | --- |
* | "Loading the invoice…" |
*
* @param {Escrow_Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_loading = /** @type {((inputs?: Escrow_Invoice_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_loading(inputs)
	return __en.escrow_invoice_loading(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your e-mail above first: the card is saved for it." |
*
* @param {Escrow_Invoice_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_needs_email = /** @type {((inputs?: Escrow_Invoice_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_needs_email(inputs)
	return __en.escrow_invoice_needs_email(inputs)
});
/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Escrow_Invoice_Not_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_not_set = /** @type {((inputs?: Escrow_Invoice_Not_SetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Not_SetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_not_set(inputs)
	return __en.escrow_invoice_not_set(inputs)
});
/**
* | output |
* | --- |
* | "Paid. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paid = /** @type {((inputs?: Escrow_Invoice_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_paid(inputs)
	return __en.escrow_invoice_paid(inputs)
});
/**
* | output |
* | --- |
* | "Paid on {date}. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paid_on = /** @type {((inputs: Escrow_Invoice_Paid_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Paid_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_paid_on(inputs)
	return __en.escrow_invoice_paid_on(inputs)
});
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Escrow_Invoice_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_pay = /** @type {((inputs: Escrow_Invoice_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_pay(inputs)
	return __en.escrow_invoice_pay(inputs)
});
/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Escrow_Invoice_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_pay_title = /** @type {((inputs?: Escrow_Invoice_Pay_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Pay_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_pay_title(inputs)
	return __en.escrow_invoice_pay_title(inputs)
});
/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Escrow_Invoice_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paying = /** @type {((inputs?: Escrow_Invoice_PayingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_paying(inputs)
	return __en.escrow_invoice_paying(inputs)
});
/**
* | output |
* | --- |
* | "The payment could not be made. Please try again." |
*
* @param {Escrow_Invoice_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_payment_failure = /** @type {((inputs?: Escrow_Invoice_Payment_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Payment_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_payment_failure(inputs)
	return __en.escrow_invoice_payment_failure(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Escrow_Invoice_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_plan = /** @type {((inputs?: Escrow_Invoice_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_plan(inputs)
	return __en.escrow_invoice_plan(inputs)
});
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Escrow_Invoice_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_property = /** @type {((inputs?: Escrow_Invoice_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_property(inputs)
	return __en.escrow_invoice_property(inputs)
});
/**
* | output |
* | --- |
* | "Questions? Call {brand} at {phone}. To pay by cheque, make it payable to {brand} with the contract number on it." |
*
* @param {Escrow_Invoice_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Escrow_Invoice_QuestionsInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.escrow_invoice_questions(inputs)
			return __en.escrow_invoice_questions(inputs)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.escrow_invoice_questions.parts === "function" ? __es.escrow_invoice_questions.parts(inputs) : [{ type: "text", value: __es.escrow_invoice_questions(inputs) }]
				return typeof __en.escrow_invoice_questions.parts === "function" ? __en.escrow_invoice_questions.parts(inputs) : [{ type: "text", value: __en.escrow_invoice_questions(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Invoice Due at Closing" |
*
* @param {Escrow_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_title = /** @type {((inputs?: Escrow_Invoice_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_title(inputs)
	return __en.escrow_invoice_title(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Escrow_Invoice_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_try_again = /** @type {((inputs?: Escrow_Invoice_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.escrow_invoice_try_again(inputs)
	return __en.escrow_invoice_try_again(inputs)
});
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_about = /** @type {((inputs?: Footer_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_about(inputs)
	return __en.footer_about(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Footer_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_call = /** @type {((inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Footer_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.footer_call(inputs)
			return __en.footer_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.footer_call.parts === "function" ? __es.footer_call.parts(inputs) : [{ type: "text", value: __es.footer_call(inputs) }]
				return typeof __en.footer_call.parts === "function" ? __en.footer_call.parts(inputs) : [{ type: "text", value: __en.footer_call(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_contact = /** @type {((inputs?: Footer_ContactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_contact(inputs)
	return __en.footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Footer_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_contractors = /** @type {((inputs?: Footer_ContractorsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContractorsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_contractors(inputs)
	return __en.footer_contractors(inputs)
});
/**
* | output |
* | --- |
* | "Homeowners" |
*
* @param {Footer_HomeownersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_homeowners = /** @type {((inputs?: Footer_HomeownersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HomeownersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_homeowners(inputs)
	return __en.footer_homeowners(inputs)
});
/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_nav_label = /** @type {((inputs?: Footer_Nav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Nav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_nav_label(inputs)
	return __en.footer_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Footer_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_privacy_choices = /** @type {((inputs?: Footer_Privacy_ChoicesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_ChoicesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_privacy_choices(inputs)
	return __en.footer_privacy_choices(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_privacy_policy = /** @type {((inputs?: Footer_Privacy_PolicyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_PolicyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_privacy_policy(inputs)
	return __en.footer_privacy_policy(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Footer_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_real_estate = /** @type {((inputs?: Footer_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_real_estate(inputs)
	return __en.footer_real_estate(inputs)
});
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Footer_ResourcesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_resources = /** @type {((inputs?: Footer_ResourcesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ResourcesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_resources(inputs)
	return __en.footer_resources(inputs)
});
/**
* | output |
* | --- |
* | "State Privacy Notice" |
*
* @param {Footer_State_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_state_notice = /** @type {((inputs?: Footer_State_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_State_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_state_notice(inputs)
	return __en.footer_state_notice(inputs)
});
/**
* | output |
* | --- |
* | "Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_tagline = /** @type {((inputs?: Footer_TaglineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_tagline(inputs)
	return __en.footer_tagline(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_terms = /** @type {((inputs?: Footer_TermsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_terms(inputs)
	return __en.footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Header_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_account = /** @type {((inputs?: Header_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_account(inputs)
	return __en.header_account(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Header_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_call = /** @type {((inputs: Header_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_CallInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_call(inputs)
	return __en.header_call(inputs)
});
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Header_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_contractors = /** @type {((inputs?: Header_ContractorsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_ContractorsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_contractors(inputs)
	return __en.header_contractors(inputs)
});
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Header_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_home_link = /** @type {((inputs: Header_Home_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_home_link(inputs)
	return __en.header_home_link(inputs)
});
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Header_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_homeowner = /** @type {((inputs?: Header_HomeownerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_HomeownerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_homeowner(inputs)
	return __en.header_homeowner(inputs)
});
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Header_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_login = /** @type {((inputs?: Header_LoginInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LoginInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_login(inputs)
	return __en.header_login(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Header_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_my_account = /** @type {((inputs?: Header_My_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_My_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_my_account(inputs)
	return __en.header_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Header_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_nav_label = /** @type {((inputs?: Header_Nav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Nav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_nav_label(inputs)
	return __en.header_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Header_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_real_estate = /** @type {((inputs?: Header_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.header_real_estate(inputs)
	return __en.header_real_estate(inputs)
});
/**
* | output |
* | --- |
* | "Become a Contractor" |
*
* @param {Home_Become_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_become_contractor = /** @type {((inputs?: Home_Become_ContractorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_ContractorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_become_contractor(inputs)
	return __en.home_become_contractor(inputs)
});
/**
* | output |
* | --- |
* | "Our plans on paper, in English or Spanish, ready for your next listing." |
*
* @param {Home_Buyers_Callout_Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_brochure_text = /** @type {((inputs?: Home_Buyers_Callout_Brochure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_brochure_text(inputs)
	return __en.home_buyers_callout_brochure_text(inputs)
});
/**
* | output |
* | --- |
* | "Request a Brochure" |
*
* @param {Home_Buyers_Callout_Brochure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_brochure_title = /** @type {((inputs?: Home_Buyers_Callout_Brochure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_brochure_title(inputs)
	return __en.home_buyers_callout_brochure_title(inputs)
});
/**
* | output |
* | --- |
* | "A representative in your market for training, brochures and orders." |
*
* @param {Home_Buyers_Callout_Reps_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_reps_text = /** @type {((inputs?: Home_Buyers_Callout_Reps_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_reps_text(inputs)
	return __en.home_buyers_callout_reps_text(inputs)
});
/**
* | output |
* | --- |
* | "Local Reps" |
*
* @param {Home_Buyers_Callout_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_reps_title = /** @type {((inputs?: Home_Buyers_Callout_Reps_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_reps_title(inputs)
	return __en.home_buyers_callout_reps_title(inputs)
});
/**
* | output |
* | --- |
* | "Guides on buying, selling and home care to share with your clients." |
*
* @param {Home_Buyers_Callout_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_tools_text = /** @type {((inputs?: Home_Buyers_Callout_Tools_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_tools_text(inputs)
	return __en.home_buyers_callout_tools_text(inputs)
});
/**
* | output |
* | --- |
* | "Educational Tools" |
*
* @param {Home_Buyers_Callout_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_tools_title = /** @type {((inputs?: Home_Buyers_Callout_Tools_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_tools_title(inputs)
	return __en.home_buyers_callout_tools_title(inputs)
});
/**
* | output |
* | --- |
* | "Hear from agents and escrow officers who order with us every week." |
*
* @param {Home_Buyers_Callout_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_why_text = /** @type {((inputs?: Home_Buyers_Callout_Why_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_why_text(inputs)
	return __en.home_buyers_callout_why_text(inputs)
});
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Buyers_Callout_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_why_title = /** @type {((inputs?: Home_Buyers_Callout_Why_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callout_why_title(inputs)
	return __en.home_buyers_callout_why_title(inputs)
});
/**
* | output |
* | --- |
* | "How we help real estate professionals" |
*
* @param {Home_Buyers_Callouts_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callouts_heading = /** @type {((inputs?: Home_Buyers_Callouts_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callouts_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_callouts_heading(inputs)
	return __en.home_buyers_callouts_heading(inputs)
});
/**
* | output |
* | --- |
* | "For agents, brokers and escrow officers" |
*
* @param {Home_Buyers_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_eyebrow = /** @type {((inputs?: Home_Buyers_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_eyebrow(inputs)
	return __en.home_buyers_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Home Warranty for Real Estate Professionals" |
*
* @param {Home_Buyers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_heading = /** @type {((inputs?: Home_Buyers_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_heading(inputs)
	return __en.home_buyers_heading(inputs)
});
/**
* | output |
* | --- |
* | "Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and co..." |
*
* @param {Home_Buyers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_intro = /** @type {((inputs?: Home_Buyers_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_intro(inputs)
	return __en.home_buyers_intro(inputs)
});
/**
* | output |
* | --- |
* | "Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance." |
*
* @param {Home_Buyers_Meta_Benefits_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_benefits_description = /** @type {((inputs?: Home_Buyers_Meta_Benefits_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_benefits_description(inputs)
	return __en.home_buyers_meta_benefits_description(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate Education Tools" |
*
* @param {Home_Buyers_Meta_Benefits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_benefits_title = /** @type {((inputs?: Home_Buyers_Meta_Benefits_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_benefits_title(inputs)
	return __en.home_buyers_meta_benefits_title(inputs)
});
/**
* | output |
* | --- |
* | "Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures an..." |
*
* @param {Home_Buyers_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_description = /** @type {((inputs?: Home_Buyers_Meta_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_description(inputs)
	return __en.home_buyers_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes." |
*
* @param {Home_Buyers_Meta_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_plans_description = /** @type {((inputs?: Home_Buyers_Meta_Plans_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_plans_description(inputs)
	return __en.home_buyers_meta_plans_description(inputs)
});
/**
* | output |
* | --- |
* | "Home Buyer Protection Plans" |
*
* @param {Home_Buyers_Meta_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_plans_title = /** @type {((inputs?: Home_Buyers_Meta_Plans_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_plans_title(inputs)
	return __en.home_buyers_meta_plans_title(inputs)
});
/**
* | output |
* | --- |
* | "Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail." |
*
* @param {Home_Buyers_Meta_Reps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reps_description = /** @type {((inputs?: Home_Buyers_Meta_Reps_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_reps_description(inputs)
	return __en.home_buyers_meta_reps_description(inputs)
});
/**
* | output |
* | --- |
* | "Your Local Home Warranty Representative" |
*
* @param {Home_Buyers_Meta_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reps_title = /** @type {((inputs?: Home_Buyers_Meta_Reps_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_reps_title(inputs)
	return __en.home_buyers_meta_reps_title(inputs)
});
/**
* | output |
* | --- |
* | "What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers." |
*
* @param {Home_Buyers_Meta_Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reviews_description = /** @type {((inputs?: Home_Buyers_Meta_Reviews_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_reviews_description(inputs)
	return __en.home_buyers_meta_reviews_description(inputs)
});
/**
* | output |
* | --- |
* | "Residential Service Contract Reviews from Real Estate Professionals" |
*
* @param {Home_Buyers_Meta_Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reviews_title = /** @type {((inputs?: Home_Buyers_Meta_Reviews_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_meta_reviews_title(inputs)
	return __en.home_buyers_meta_reviews_title(inputs)
});
/**
* | output |
* | --- |
* | "OR" |
*
* @param {Home_Buyers_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_or = /** @type {((inputs?: Home_Buyers_OrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_OrInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_or(inputs)
	return __en.home_buyers_or(inputs)
});
/**
* | output |
* | --- |
* | "Place an Order" |
*
* @param {Home_Buyers_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_place_order = /** @type {((inputs?: Home_Buyers_Place_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Place_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_place_order(inputs)
	return __en.home_buyers_place_order(inputs)
});
/**
* | output |
* | --- |
* | "Home Buyer Plans" |
*
* @param {Home_Buyers_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_plans_heading = /** @type {((inputs?: Home_Buyers_Plans_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_plans_heading(inputs)
	return __en.home_buyers_plans_heading(inputs)
});
/**
* | output |
* | --- |
* | "Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the..." |
*
* @param {Home_Buyers_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_plans_intro = /** @type {((inputs?: Home_Buyers_Plans_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_plans_intro(inputs)
	return __en.home_buyers_plans_intro(inputs)
});
/**
* | output |
* | --- |
* | "Loading the quick order form…" |
*
* @param {Home_Buyers_Quick_Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_quick_order_loading = /** @type {((inputs?: Home_Buyers_Quick_Order_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Quick_Order_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_quick_order_loading(inputs)
	return __en.home_buyers_quick_order_loading(inputs)
});
/**
* | output |
* | --- |
* | "Meet your Representative" |
*
* @param {Home_Buyers_Section_RepsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_section_reps = /** @type {((inputs?: Home_Buyers_Section_RepsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_RepsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_section_reps(inputs)
	return __en.home_buyers_section_reps(inputs)
});
/**
* | output |
* | --- |
* | "Why Choose {brand}" |
*
* @param {Home_Buyers_Section_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_section_why = /** @type {((inputs: Home_Buyers_Section_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_section_why(inputs)
	return __en.home_buyers_section_why(inputs)
});
/**
* | output |
* | --- |
* | "Real estate page sections" |
*
* @param {Home_Buyers_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_subnav_label = /** @type {((inputs?: Home_Buyers_Subnav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Subnav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_buyers_subnav_label(inputs)
	return __en.home_buyers_subnav_label(inputs)
});
/**
* | output |
* | --- |
* | "For contractors" |
*
* @param {Home_Contractors_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_contractors_heading = /** @type {((inputs?: Home_Contractors_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_contractors_heading(inputs)
	return __en.home_contractors_heading(inputs)
});
/**
* | output |
* | --- |
* | "Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, ..." |
*
* @param {Home_Contractors_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_contractors_text = /** @type {((inputs?: Home_Contractors_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_contractors_text(inputs)
	return __en.home_contractors_text(inputs)
});
/**
* | output |
* | --- |
* | "{brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs: Home_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_description(inputs)
	return __en.home_description(inputs)
});
/**
* | output |
* | --- |
* | "Arizona · Idaho · Nevada · Oregon · Texas · Utah" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_eyebrow = /** @type {((inputs?: Home_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_eyebrow(inputs)
	return __en.home_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Find Your Local Rep" |
*
* @param {Home_Find_RepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_find_rep = /** @type {((inputs?: Home_Find_RepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Find_RepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_find_rep(inputs)
	return __en.home_find_rep(inputs)
});
/**
* | output |
* | --- |
* | "Home warranty protection that shows up when you need it" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs?: Home_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_heading(inputs)
	return __en.home_heading(inputs)
});
/**
* | output |
* | --- |
* | "When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans star..." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_intro = /** @type {((inputs?: Home_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_intro(inputs)
	return __en.home_intro(inputs)
});
/**
* | output |
* | --- |
* | "For real estate professionals" |
*
* @param {Home_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_heading = /** @type {((inputs?: Home_Real_Estate_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_heading(inputs)
	return __en.home_real_estate_heading(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate Plans" |
*
* @param {Home_Real_Estate_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_plans = /** @type {((inputs?: Home_Real_Estate_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_plans(inputs)
	return __en.home_real_estate_plans(inputs)
});
/**
* | output |
* | --- |
* | "Listing coverage for sellers while the home is on the market" |
*
* @param {Home_Real_Estate_Point1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point1 = /** @type {((inputs?: Home_Real_Estate_Point1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_point1(inputs)
	return __en.home_real_estate_point1(inputs)
});
/**
* | output |
* | --- |
* | "Plans paid at closing through escrow" |
*
* @param {Home_Real_Estate_Point2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point2 = /** @type {((inputs?: Home_Real_Estate_Point2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_point2(inputs)
	return __en.home_real_estate_point2(inputs)
});
/**
* | output |
* | --- |
* | "A local representative in every state we serve" |
*
* @param {Home_Real_Estate_Point3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point3 = /** @type {((inputs?: Home_Real_Estate_Point3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_point3(inputs)
	return __en.home_real_estate_point3(inputs)
});
/**
* | output |
* | --- |
* | "A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our q..." |
*
* @param {Home_Real_Estate_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_text = /** @type {((inputs?: Home_Real_Estate_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_real_estate_text(inputs)
	return __en.home_real_estate_text(inputs)
});
/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_see_plans = /** @type {((inputs?: Home_See_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_see_plans(inputs)
	return __en.home_see_plans(inputs)
});
/**
* | output |
* | --- |
* | "Open a claim online at any hour, or call us. Tell us what stopped working and when you are home." |
*
* @param {Home_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step1_text = /** @type {((inputs?: Home_Step1_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step1_text(inputs)
	return __en.home_step1_text(inputs)
});
/**
* | output |
* | --- |
* | "Request a repair" |
*
* @param {Home_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step1_title = /** @type {((inputs?: Home_Step1_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step1_title(inputs)
	return __en.home_step1_title(inputs)
});
/**
* | output |
* | --- |
* | "We assign a licensed local contractor within 24 hours, and they call you to set up the visit." |
*
* @param {Home_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step2_text = /** @type {((inputs?: Home_Step2_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step2_text(inputs)
	return __en.home_step2_text(inputs)
});
/**
* | output |
* | --- |
* | "Meet your contractor" |
*
* @param {Home_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step2_title = /** @type {((inputs?: Home_Step2_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step2_title(inputs)
	return __en.home_step2_title(inputs)
});
/**
* | output |
* | --- |
* | "Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill." |
*
* @param {Home_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step3_text = /** @type {((inputs?: Home_Step3_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step3_text(inputs)
	return __en.home_step3_text(inputs)
});
/**
* | output |
* | --- |
* | "Pay only the service fee" |
*
* @param {Home_Step3_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step3_title = /** @type {((inputs?: Home_Step3_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_step3_title(inputs)
	return __en.home_step3_title(inputs)
});
/**
* | output |
* | --- |
* | "How a repair works" |
*
* @param {Home_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_steps_heading = /** @type {((inputs?: Home_Steps_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_steps_heading(inputs)
	return __en.home_steps_heading(inputs)
});
/**
* | output |
* | --- |
* | "Home Warranty Plans" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a Plan" |
*
* @param {Homeowner_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_choose_plan = /** @type {((inputs?: Homeowner_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_choose_plan(inputs)
	return __en.homeowner_choose_plan(inputs)
});
/**
* | output |
* | --- |
* | "Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, N..." |
*
* @param {Homeowner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_description = /** @type {((inputs?: Homeowner_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_description(inputs)
	return __en.homeowner_description(inputs)
});
/**
* | output |
* | --- |
* | "For homeowners" |
*
* @param {Homeowner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_eyebrow = /** @type {((inputs?: Homeowner_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_eyebrow(inputs)
	return __en.homeowner_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Appliances and home systems wear out on their own schedule. A {brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a s..." |
*
* @param {Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_intro = /** @type {((inputs: Homeowner_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_intro(inputs)
	return __en.homeowner_intro(inputs)
});
/**
* | output |
* | --- |
* | "Compare Home Warranty Plans" |
*
* @param {Homeowner_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_plans_heading = /** @type {((inputs?: Homeowner_Plans_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_plans_heading(inputs)
	return __en.homeowner_plans_heading(inputs)
});
/**
* | output |
* | --- |
* | "Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order...." |
*
* @param {Homeowner_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_plans_intro = /** @type {((inputs?: Homeowner_Plans_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_plans_intro(inputs)
	return __en.homeowner_plans_intro(inputs)
});
/**
* | output |
* | --- |
* | "Renew Your Warranty" |
*
* @param {Homeowner_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_renew = /** @type {((inputs?: Homeowner_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_renew(inputs)
	return __en.homeowner_renew(inputs)
});
/**
* | output |
* | --- |
* | "Request Quote" |
*
* @param {Homeowner_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_request_quote = /** @type {((inputs?: Homeowner_Request_QuoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Request_QuoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_request_quote(inputs)
	return __en.homeowner_request_quote(inputs)
});
/**
* | output |
* | --- |
* | "Homeowner page sections" |
*
* @param {Homeowner_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_subnav_label = /** @type {((inputs?: Homeowner_Subnav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Subnav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_subnav_label(inputs)
	return __en.homeowner_subnav_label(inputs)
});
/**
* | output |
* | --- |
* | "Home Warranty Plans for Homeowners" |
*
* @param {Homeowner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_title = /** @type {((inputs?: Homeowner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.homeowner_title(inputs)
	return __en.homeowner_title(inputs)
});
/**
* | output |
* | --- |
* | "SOLD" |
*
* @param {Illustration_SoldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const illustration_sold = /** @type {((inputs?: Illustration_SoldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Illustration_SoldInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.illustration_sold(inputs)
	return __en.illustration_sold(inputs)
});
/**
* | output |
* | --- |
* | "Install app" |
*
* @param {Install_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const install_app = /** @type {((inputs?: Install_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.install_app(inputs)
	return __en.install_app(inputs)
});
/**
* | output |
* | --- |
* | "View this page in {language}" |
*
* @param {Language_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const language_switch_to = /** @type {((inputs: Language_Switch_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switch_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.language_switch_to(inputs)
	return __en.language_switch_to(inputs)
});
/**
* | output |
* | --- |
* | "This page is provided in English." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_english_governs = /** @type {((inputs?: Legal_English_GovernsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_GovernsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_english_governs(inputs)
	return __en.legal_english_governs(inputs)
});
/**
* | output |
* | --- |
* | "What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_description = /** @type {((inputs?: Legal_Privacy_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_privacy_description(inputs)
	return __en.legal_privacy_description(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title = /** @type {((inputs?: Legal_Privacy_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_privacy_title(inputs)
	return __en.legal_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them." |
*
* @param {Legal_State_Notice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_state_notice_description = /** @type {((inputs?: Legal_State_Notice_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_state_notice_description(inputs)
	return __en.legal_state_notice_description(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers" |
*
* @param {Legal_State_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_state_notice_title = /** @type {((inputs?: Legal_State_Notice_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_state_notice_title(inputs)
	return __en.legal_state_notice_title(inputs)
});
/**
* | output |
* | --- |
* | "The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_terms_description = /** @type {((inputs?: Legal_Terms_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_terms_description(inputs)
	return __en.legal_terms_description(inputs)
});
/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title = /** @type {((inputs?: Legal_Terms_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_terms_title(inputs)
	return __en.legal_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_Toc_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_toc_label = /** @type {((inputs?: Legal_Toc_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Toc_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.legal_toc_label(inputs)
	return __en.legal_toc_label(inputs)
});
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_updated = /** @type {((inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, { locale?: "en" | "es" }, { time: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.legal_updated(inputs)
			return __en.legal_updated(inputs)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.legal_updated.parts === "function" ? __es.legal_updated.parts(inputs) : [{ type: "text", value: __es.legal_updated(inputs) }]
				return typeof __en.legal_updated.parts === "function" ? __en.legal_updated.parts(inputs) : [{ type: "text", value: __en.legal_updated(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const not_found_page_title = /** @type {((inputs?: Not_Found_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.not_found_page_title(inputs)
	return __en.not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Included with this plan" |
*
* @param {Order_Addon_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_included = /** @type {((inputs?: Order_Addon_IncludedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_IncludedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_addon_included(inputs)
	return __en.order_addon_included(inputs)
});
/**
* | output |
* | --- |
* | "One less {name}" |
*
* @param {Order_Addon_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_less = /** @type {((inputs: Order_Addon_LessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_LessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_addon_less(inputs)
	return __en.order_addon_less(inputs)
});
/**
* | output |
* | --- |
* | "One more {name}" |
*
* @param {Order_Addon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addon_more = /** @type {((inputs: Order_Addon_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_addon_more(inputs)
	return __en.order_addon_more(inputs)
});
/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Order_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addons = /** @type {((inputs?: Order_AddonsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_AddonsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_addons(inputs)
	return __en.order_addons(inputs)
});
/**
* | output |
* | --- |
* | "This plan has no add-ons." |
*
* @param {Order_Addons_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_addons_none = /** @type {((inputs?: Order_Addons_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addons_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_addons_none(inputs)
	return __en.order_addons_none(inputs)
});
/**
* | output |
* | --- |
* | "Did you mean {address}?" |
*
* @param {Order_Address_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Address_Did_You_MeanInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_address_did_you_mean(inputs)
			return __en.order_address_did_you_mean(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_address_did_you_mean.parts === "function" ? __es.order_address_did_you_mean.parts(inputs) : [{ type: "text", value: __es.order_address_did_you_mean(inputs) }]
				return typeof __en.order_address_did_you_mean.parts === "function" ? __en.order_address_did_you_mean.parts(inputs) : [{ type: "text", value: __en.order_address_did_you_mean(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Order_Address_UseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_address_use = /** @type {((inputs?: Order_Address_UseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Address_UseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_address_use(inputs)
	return __en.order_address_use(inputs)
});
/**
* | output |
* | --- |
* | "Renew my plan automatically each year, with the auto-renew discount" |
*
* @param {Order_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_auto_renew = /** @type {((inputs?: Order_Auto_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Auto_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_auto_renew(inputs)
	return __en.order_auto_renew(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Order_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_back = /** @type {((inputs?: Order_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_back(inputs)
	return __en.order_back(inputs)
});
/**
* | output |
* | --- |
* | "Billing city" |
*
* @param {Order_Billing_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_city = /** @type {((inputs?: Order_Billing_CityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_CityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_city(inputs)
	return __en.order_billing_city(inputs)
});
/**
* | output |
* | --- |
* | "Billing city is required." |
*
* @param {Order_Billing_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_city_required = /** @type {((inputs?: Order_Billing_City_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_City_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_city_required(inputs)
	return __en.order_billing_city_required(inputs)
});
/**
* | output |
* | --- |
* | "Billing address same as property" |
*
* @param {Order_Billing_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_same = /** @type {((inputs?: Order_Billing_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_SameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_same(inputs)
	return __en.order_billing_same(inputs)
});
/**
* | output |
* | --- |
* | "Billing state" |
*
* @param {Order_Billing_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_state = /** @type {((inputs?: Order_Billing_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_state(inputs)
	return __en.order_billing_state(inputs)
});
/**
* | output |
* | --- |
* | "Billing state is required." |
*
* @param {Order_Billing_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_state_required = /** @type {((inputs?: Order_Billing_State_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_State_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_state_required(inputs)
	return __en.order_billing_state_required(inputs)
});
/**
* | output |
* | --- |
* | "Billing street address" |
*
* @param {Order_Billing_StreetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_street = /** @type {((inputs?: Order_Billing_StreetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StreetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_street(inputs)
	return __en.order_billing_street(inputs)
});
/**
* | output |
* | --- |
* | "Billing address is required." |
*
* @param {Order_Billing_Street_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_street_required = /** @type {((inputs?: Order_Billing_Street_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Street_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_street_required(inputs)
	return __en.order_billing_street_required(inputs)
});
/**
* | output |
* | --- |
* | "Billing zip code" |
*
* @param {Order_Billing_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_zip = /** @type {((inputs?: Order_Billing_ZipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_ZipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_zip(inputs)
	return __en.order_billing_zip(inputs)
});
/**
* | output |
* | --- |
* | "Billing zip code is required." |
*
* @param {Order_Billing_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_billing_zip_required = /** @type {((inputs?: Order_Billing_Zip_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Zip_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_billing_zip_required(inputs)
	return __en.order_billing_zip_required(inputs)
});
/**
* | output |
* | --- |
* | "Buyer's credit: {amount}" |
*
* @param {Order_Buyers_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Buyers_CreditInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_buyers_credit(inputs)
			return __en.order_buyers_credit(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_buyers_credit.parts === "function" ? __es.order_buyers_credit.parts(inputs) : [{ type: "text", value: __es.order_buyers_credit(inputs) }]
				return typeof __en.order_buyers_credit.parts === "function" ? __en.order_buyers_credit.parts(inputs) : [{ type: "text", value: __en.order_buyers_credit(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Buyer's credit: {amount} applied to prepaid service calls." |
*
* @param {Order_Buyers_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_buyers_credit_applied = /** @type {((inputs: Order_Buyers_Credit_AppliedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Buyers_Credit_AppliedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_AppliedInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_Credit_AppliedInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_buyers_credit_applied(inputs)
			return __en.order_buyers_credit_applied(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_Credit_AppliedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_buyers_credit_applied.parts === "function" ? __es.order_buyers_credit_applied.parts(inputs) : [{ type: "text", value: __es.order_buyers_credit_applied(inputs) }]
				return typeof __en.order_buyers_credit_applied.parts === "function" ? __en.order_buyers_credit_applied.parts(inputs) : [{ type: "text", value: __en.order_buyers_credit_applied(inputs) }]
			})
		}
	)
);
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Apply it to {count} prepaid service call" |
* | "other" | "Apply it to {count} prepaid service calls" |
*
* @param {Order_Buyers_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_buyers_credit_apply = /** @type {((inputs: Order_Buyers_Credit_ApplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_ApplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_buyers_credit_apply(inputs)
	return __en.order_buyers_credit_apply(inputs)
});
/**
* | output |
* | --- |
* | "Enter card" |
*
* @param {Order_Card_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_enter = /** @type {((inputs?: Order_Card_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_enter(inputs)
	return __en.order_card_enter(inputs)
});
/**
* | output |
* | --- |
* | "The card form has expired. Please open it again." |
*
* @param {Order_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_expired = /** @type {((inputs?: Order_Card_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_expired(inputs)
	return __en.order_card_expired(inputs)
});
/**
* | output |
* | --- |
* | "Secure card form" |
*
* @param {Order_Card_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_frame_title = /** @type {((inputs?: Order_Card_Frame_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Frame_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_frame_title(inputs)
	return __en.order_card_frame_title(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our card processor's secure form; we keep only its last four digits." |
*
* @param {Order_Card_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_hint = /** @type {((inputs?: Order_Card_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_hint(inputs)
	return __en.order_card_hint(inputs)
});
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Order_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_label = /** @type {((inputs: Order_Card_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_label(inputs)
	return __en.order_card_label(inputs)
});
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Order_Card_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_legend = /** @type {((inputs?: Order_Card_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_legend(inputs)
	return __en.order_card_legend(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your e-mail address first: the card is saved for it." |
*
* @param {Order_Card_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_needs_email = /** @type {((inputs?: Order_Card_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_needs_email(inputs)
	return __en.order_card_needs_email(inputs)
});
/**
* | output |
* | --- |
* | "Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile." |
*
* @param {Order_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_offline = /** @type {((inputs?: Order_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_offline(inputs)
	return __en.order_card_offline(inputs)
});
/**
* | output |
* | --- |
* | "Open the card form again" |
*
* @param {Order_Card_Open_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_again = /** @type {((inputs?: Order_Card_Open_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_open_again(inputs)
	return __en.order_card_open_again(inputs)
});
/**
* | output |
* | --- |
* | "The card form could not be opened. Please try again." |
*
* @param {Order_Card_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_failed = /** @type {((inputs?: Order_Card_Open_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_open_failed(inputs)
	return __en.order_card_open_failed(inputs)
});
/**
* | output |
* | --- |
* | "The card form could not be opened: the connection was lost. Please try again." |
*
* @param {Order_Card_Open_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_lost = /** @type {((inputs?: Order_Card_Open_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_open_lost(inputs)
	return __en.order_card_open_lost(inputs)
});
/**
* | output |
* | --- |
* | "Opening the secure card form…" |
*
* @param {Order_Card_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_opening = /** @type {((inputs?: Order_Card_OpeningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OpeningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_opening(inputs)
	return __en.order_card_opening(inputs)
});
/**
* | output |
* | --- |
* | "We could not read the card you saved. Please try again." |
*
* @param {Order_Card_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_read_failed = /** @type {((inputs?: Order_Card_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_read_failed(inputs)
	return __en.order_card_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "We could not read the card you saved: the connection was lost. Please try again." |
*
* @param {Order_Card_Read_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_read_lost = /** @type {((inputs?: Order_Card_Read_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_read_lost(inputs)
	return __en.order_card_read_lost(inputs)
});
/**
* | output |
* | --- |
* | "Reading your card…" |
*
* @param {Order_Card_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_reading = /** @type {((inputs?: Order_Card_ReadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ReadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_reading(inputs)
	return __en.order_card_reading(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your card details." |
*
* @param {Order_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_required = /** @type {((inputs?: Order_Card_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_required(inputs)
	return __en.order_card_required(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Order_Card_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_try_again = /** @type {((inputs?: Order_Card_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_try_again(inputs)
	return __en.order_card_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Use a different card" |
*
* @param {Order_Card_Use_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_use_different = /** @type {((inputs?: Order_Card_Use_DifferentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Use_DifferentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_card_use_different(inputs)
	return __en.order_card_use_different(inputs)
});
/**
* | output |
* | --- |
* | "Please check the order: {field} {problem}." |
*
* @param {Order_Check_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_check_body = /** @type {((inputs: Order_Check_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Check_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_check_body(inputs)
	return __en.order_check_body(inputs)
});
/**
* | output |
* | --- |
* | "Choose the plan to renew from your account." |
*
* @param {Order_Choose_Plan_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_plan_to_renew = /** @type {((inputs?: Order_Choose_Plan_To_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_choose_plan_to_renew(inputs)
	return __en.order_choose_plan_to_renew(inputs)
});
/**
* | output |
* | --- |
* | "Choose the plan to upgrade from your account." |
*
* @param {Order_Choose_Plan_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_plan_to_upgrade = /** @type {((inputs?: Order_Choose_Plan_To_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_choose_plan_to_upgrade(inputs)
	return __en.order_choose_plan_to_upgrade(inputs)
});
/**
* | output |
* | --- |
* | "Choose A State" |
*
* @param {Order_Choose_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_state = /** @type {((inputs?: Order_Choose_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_choose_state(inputs)
	return __en.order_choose_state(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Order_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_city = /** @type {((inputs?: Order_CityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_CityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_city(inputs)
	return __en.order_city(inputs)
});
/**
* | output |
* | --- |
* | "City is required." |
*
* @param {Order_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_city_required = /** @type {((inputs?: Order_City_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_City_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_city_required(inputs)
	return __en.order_city_required(inputs)
});
/**
* | output |
* | --- |
* | "Estimated close date" |
*
* @param {Order_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_close_date = /** @type {((inputs?: Order_Close_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_close_date(inputs)
	return __en.order_close_date(inputs)
});
/**
* | output |
* | --- |
* | "Estimated close date is required." |
*
* @param {Order_Close_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_close_date_required = /** @type {((inputs?: Order_Close_Date_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_Date_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_close_date_required(inputs)
	return __en.order_close_date_required(inputs)
});
/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Order_Confirm_Owner_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_contract = /** @type {((inputs: Order_Confirm_Owner_ContractInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_ContractInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_contract(inputs)
	return __en.order_confirm_owner_contract(inputs)
});
/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Order_Confirm_Owner_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_no = /** @type {((inputs?: Order_Confirm_Owner_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_no(inputs)
	return __en.order_confirm_owner_no(inputs)
});
/**
* | output |
* | --- |
* | "If it is not yours, the order is cancelled and any payment is returned." |
*
* @param {Order_Confirm_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_note = /** @type {((inputs?: Order_Confirm_Owner_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_note(inputs)
	return __en.order_confirm_owner_note(inputs)
});
/**
* | output |
* | --- |
* | "A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?" |
*
* @param {Order_Confirm_Owner_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_question = /** @type {((inputs?: Order_Confirm_Owner_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_question(inputs)
	return __en.order_confirm_owner_question(inputs)
});
/**
* | output |
* | --- |
* | "Confirm Your Order" |
*
* @param {Order_Confirm_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_title = /** @type {((inputs?: Order_Confirm_Owner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_title(inputs)
	return __en.order_confirm_owner_title(inputs)
});
/**
* | output |
* | --- |
* | "Yes, add it to my account" |
*
* @param {Order_Confirm_Owner_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_yes = /** @type {((inputs?: Order_Confirm_Owner_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirm_owner_yes(inputs)
	return __en.order_confirm_owner_yes(inputs)
});
/**
* | output |
* | --- |
* | "Your buyer's order is placed. Thank you for ordering with {brand}." |
*
* @param {Order_Confirmation_Agent_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_agent_lead = /** @type {((inputs: Order_Confirmation_Agent_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Agent_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_agent_lead(inputs)
	return __en.order_confirmation_agent_lead(inputs)
});
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Order_Confirmation_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_amount_paid = /** @type {((inputs?: Order_Confirmation_Amount_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Amount_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_amount_paid(inputs)
	return __en.order_confirmation_amount_paid(inputs)
});
/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Order_Confirmation_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_coverage_starts = /** @type {((inputs?: Order_Confirmation_Coverage_StartsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Coverage_StartsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_coverage_starts(inputs)
	return __en.order_confirmation_coverage_starts(inputs)
});
/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Order_Confirmation_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_monthly_payment = /** @type {((inputs?: Order_Confirmation_Monthly_PaymentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Monthly_PaymentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_monthly_payment(inputs)
	return __en.order_confirmation_monthly_payment(inputs)
});
/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Order_Confirmation_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_next_title = /** @type {((inputs?: Order_Confirmation_Next_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Next_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_next_title(inputs)
	return __en.order_confirmation_next_title(inputs)
});
/**
* | output |
* | --- |
* | "There is no recent order to show in this browser tab." |
*
* @param {Order_Confirmation_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_none = /** @type {((inputs?: Order_Confirmation_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_none(inputs)
	return __en.order_confirmation_none(inputs)
});
/**
* | output |
* | --- |
* | "Policy number" |
*
* @param {Order_Confirmation_Policy_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_policy_number = /** @type {((inputs?: Order_Confirmation_Policy_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Policy_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_policy_number(inputs)
	return __en.order_confirmation_policy_number(inputs)
});
/**
* | output |
* | --- |
* | "Start an order" |
*
* @param {Order_Confirmation_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_start = /** @type {((inputs?: Order_Confirmation_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_start(inputs)
	return __en.order_confirmation_start(inputs)
});
/**
* | output |
* | --- |
* | "Starts at close of escrow" |
*
* @param {Order_Confirmation_Starts_At_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_starts_at_close = /** @type {((inputs?: Order_Confirmation_Starts_At_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Starts_At_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_starts_at_close(inputs)
	return __en.order_confirmation_starts_at_close(inputs)
});
/**
* | output |
* | --- |
* | "Order Confirmation" |
*
* @param {Order_Confirmation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_title = /** @type {((inputs?: Order_Confirmation_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_confirmation_title(inputs)
	return __en.order_confirmation_title(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller e-mail" |
* | "Buyer" | "Buyer e-mail" |
* | * | "Owner e-mail" |
*
* @param {Order_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_email = /** @type {((inputs: Order_Contact_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_email(inputs)
	return __en.order_contact_email(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name" |
* | "Buyer" | "Buyer first name" |
* | * | "Owner first name" |
*
* @param {Order_Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_first_name = /** @type {((inputs: Order_Contact_First_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_First_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_first_name(inputs)
	return __en.order_contact_first_name(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name" |
* | "Buyer" | "Buyer last name" |
* | * | "Owner last name" |
*
* @param {Order_Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_last_name = /** @type {((inputs: Order_Contact_Last_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Last_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_last_name(inputs)
	return __en.order_contact_last_name(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller phone" |
* | "Buyer" | "Buyer phone" |
* | * | "Owner phone" |
*
* @param {Order_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_phone = /** @type {((inputs: Order_Contact_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_phone(inputs)
	return __en.order_contact_phone(inputs)
});
/**
* | output |
* | --- |
* | "Contact preferences" |
*
* @param {Order_Contact_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_preferences = /** @type {((inputs?: Order_Contact_PreferencesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PreferencesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_preferences(inputs)
	return __en.order_contact_preferences(inputs)
});
/**
* | output |
* | --- |
* | "Send me text message updates about my plan and repairs" |
*
* @param {Order_Contact_SmsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms = /** @type {((inputs?: Order_Contact_SmsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_SmsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_sms(inputs)
	return __en.order_contact_sms(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty to use the phone above." |
*
* @param {Order_Contact_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms_hint = /** @type {((inputs?: Order_Contact_Sms_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_sms_hint(inputs)
	return __en.order_contact_sms_hint(inputs)
});
/**
* | output |
* | --- |
* | "Mobile number for texts" |
*
* @param {Order_Contact_Sms_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_sms_phone = /** @type {((inputs?: Order_Contact_Sms_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_sms_phone(inputs)
	return __en.order_contact_sms_phone(inputs)
});
/**
* | output |
* | --- |
* | "I would like a welcome call to go over my coverage" |
*
* @param {Order_Contact_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_welcome_call = /** @type {((inputs?: Order_Contact_Welcome_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Welcome_CallInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_contact_welcome_call(inputs)
	return __en.order_contact_welcome_call(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the listing coverage to convert. Please call us at {phone}." |
*
* @param {Order_Convert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_convert_failed = /** @type {((inputs: Order_Convert_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Convert_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_convert_failed(inputs)
	return __en.order_convert_failed(inputs)
});
/**
* | output |
* | --- |
* | "Coupon {code} applied." |
*
* @param {Order_Coupon_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_applied = /** @type {((inputs: Order_Coupon_AppliedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_AppliedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coupon_applied(inputs)
	return __en.order_coupon_applied(inputs)
});
/**
* | output |
* | --- |
* | "Coupon {code} applied: {amount} off." |
*
* @param {Order_Coupon_Applied_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_applied_amount = /** @type {((inputs: Order_Coupon_Applied_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_Applied_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coupon_applied_amount(inputs)
	return __en.order_coupon_applied_amount(inputs)
});
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Order_Coupon_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_apply = /** @type {((inputs?: Order_Coupon_ApplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_ApplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coupon_apply(inputs)
	return __en.order_coupon_apply(inputs)
});
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Order_Coupon_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_checking = /** @type {((inputs?: Order_Coupon_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coupon_checking(inputs)
	return __en.order_coupon_checking(inputs)
});
/**
* | output |
* | --- |
* | "Coupon code" |
*
* @param {Order_Coupon_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coupon_code = /** @type {((inputs?: Order_Coupon_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coupon_code(inputs)
	return __en.order_coupon_code(inputs)
});
/**
* | output |
* | --- |
* | "Coverage length" |
*
* @param {Order_Coverage_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coverage_length = /** @type {((inputs?: Order_Coverage_LengthInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coverage_LengthInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_coverage_length(inputs)
	return __en.order_coverage_length(inputs)
});
/**
* | output |
* | --- |
* | "The e-mail could not be sent. Please try again." |
*
* @param {Order_Create_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_failed = /** @type {((inputs?: Order_Create_Password_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_create_password_failed(inputs)
	return __en.order_create_password_failed(inputs)
});
/**
* | output |
* | --- |
* | "We have e-mailed {email} a link to create your password. It works once, within 30 minutes." |
*
* @param {Order_Create_Password_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_sent = /** @type {((inputs: Order_Create_Password_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_create_password_sent(inputs)
	return __en.order_create_password_sent(inputs)
});
/**
* | output |
* | --- |
* | "Your account uses {email}. Create a password to see your contract and request repairs online; the order e-mail has a link too." |
*
* @param {Order_Create_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_text = /** @type {((inputs: Order_Create_Password_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_create_password_text(inputs)
	return __en.order_create_password_text(inputs)
});
/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Order_Create_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_create_password_title = /** @type {((inputs?: Order_Create_Password_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_create_password_title(inputs)
	return __en.order_create_password_title(inputs)
});
/**
* | output |
* | --- |
* | "Apply my credit to this order" |
*
* @param {Order_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_credit_apply = /** @type {((inputs?: Order_Credit_ApplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Credit_ApplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_credit_apply(inputs)
	return __en.order_credit_apply(inputs)
});
/**
* | output |
* | --- |
* | "Credit available: {amount}" |
*
* @param {Order_Credit_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Credit_AvailableInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_credit_available(inputs)
			return __en.order_credit_available(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_credit_available.parts === "function" ? __es.order_credit_available.parts(inputs) : [{ type: "text", value: __es.order_credit_available(inputs) }]
				return typeof __en.order_credit_available.parts === "function" ? __en.order_credit_available.parts(inputs) : [{ type: "text", value: __en.order_credit_available(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again." |
*
* @param {Order_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_declined = /** @type {((inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_DeclinedInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_declined(inputs)
			return __en.order_declined(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_declined.parts === "function" ? __es.order_declined.parts(inputs) : [{ type: "text", value: __es.order_declined(inputs) }]
				return typeof __en.order_declined.parts === "function" ? __en.order_declined.parts(inputs) : [{ type: "text", value: __en.order_declined(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Due at closing" |
*
* @param {Order_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_at_closing = /** @type {((inputs?: Order_Due_At_ClosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_At_ClosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_due_at_closing(inputs)
	return __en.order_due_at_closing(inputs)
});
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Order_Due_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_now = /** @type {((inputs?: Order_Due_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_due_now(inputs)
	return __en.order_due_now(inputs)
});
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Order_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_today = /** @type {((inputs?: Order_Due_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_due_today(inputs)
	return __en.order_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Enter another card" |
*
* @param {Order_Enter_Another_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_enter_another_card = /** @type {((inputs?: Order_Enter_Another_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Enter_Another_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_enter_another_card(inputs)
	return __en.order_enter_another_card(inputs)
});
/**
* | output |
* | --- |
* | "Escrow or title company" |
*
* @param {Order_Escrow_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_company = /** @type {((inputs?: Order_Escrow_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_CompanyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_escrow_company(inputs)
	return __en.order_escrow_company(inputs)
});
/**
* | output |
* | --- |
* | "The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title offi..." |
*
* @param {Order_Escrow_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_note = /** @type {((inputs?: Order_Escrow_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_escrow_note(inputs)
	return __en.order_escrow_note(inputs)
});
/**
* | output |
* | --- |
* | "Escrow or title officer" |
*
* @param {Order_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer = /** @type {((inputs?: Order_Escrow_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_escrow_officer(inputs)
	return __en.order_escrow_officer(inputs)
});
/**
* | output |
* | --- |
* | "Officer e-mail" |
*
* @param {Order_Escrow_Officer_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer_email = /** @type {((inputs?: Order_Escrow_Officer_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_escrow_officer_email(inputs)
	return __en.order_escrow_officer_email(inputs)
});
/**
* | output |
* | --- |
* | "Officer name" |
*
* @param {Order_Escrow_Officer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer_name = /** @type {((inputs?: Order_Escrow_Officer_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_escrow_officer_name(inputs)
	return __en.order_escrow_officer_name(inputs)
});
/**
* | output |
* | --- |
* | "The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice." |
*
* @param {Order_Failed_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_connection = /** @type {((inputs?: Order_Failed_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_failed_connection(inputs)
	return __en.order_failed_connection(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong. Your order was not placed." |
*
* @param {Order_Failed_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_unknown = /** @type {((inputs?: Order_Failed_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_failed_unknown(inputs)
	return __en.order_failed_unknown(inputs)
});
/**
* | output |
* | --- |
* | "{problem} Your order was not placed." |
*
* @param {Order_Failed_With_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_with_reason = /** @type {((inputs: Order_Failed_With_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_With_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_failed_with_reason(inputs)
	return __en.order_failed_with_reason(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name is required." |
* | "Buyer" | "Buyer first name is required." |
* | * | "Owner first name is required." |
*
* @param {Order_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_first_name_required = /** @type {((inputs: Order_First_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_First_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_first_name_required(inputs)
	return __en.order_first_name_required(inputs)
});
/**
* | output |
* | --- |
* | "The buyer" |
*
* @param {Order_For_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_buyer = /** @type {((inputs?: Order_For_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_for_buyer(inputs)
	return __en.order_for_buyer(inputs)
});
/**
* | output |
* | --- |
* | "This order is for" |
*
* @param {Order_For_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_legend = /** @type {((inputs?: Order_For_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_for_legend(inputs)
	return __en.order_for_legend(inputs)
});
/**
* | output |
* | --- |
* | "The seller: listing coverage while the home is for sale" |
*
* @param {Order_For_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_for_seller = /** @type {((inputs?: Order_For_SellerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_SellerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_for_seller(inputs)
	return __en.order_for_seller(inputs)
});
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Order_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_go_to_account = /** @type {((inputs?: Order_Go_To_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Go_To_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_go_to_account(inputs)
	return __en.order_go_to_account(inputs)
});
/**
* | paymentType | output |
* | --- | --- |
* | "monthly" | "An upgrade keeps how this plan is paid (monthly) and its term." |
* | "full" | "An upgrade keeps how this plan is paid (in full) and its term." |
* | * | "An upgrade keeps how this plan is paid (at closing) and its term." |
*
* @param {Order_Kept_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_kept_why = /** @type {((inputs: Order_Kept_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Kept_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_kept_why(inputs)
	return __en.order_kept_why(inputs)
});
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name is required." |
* | "Buyer" | "Buyer last name is required." |
* | * | "Owner last name is required." |
*
* @param {Order_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_last_name_required = /** @type {((inputs: Order_Last_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Last_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_last_name_required(inputs)
	return __en.order_last_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Covered" |
*
* @param {Order_Limits_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_covered = /** @type {((inputs?: Order_Limits_CoveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_CoveredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_covered(inputs)
	return __en.order_limits_covered(inputs)
});
/**
* | output |
* | --- |
* | "The limits and exclusions could not be loaded. Please try again." |
*
* @param {Order_Limits_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_failed = /** @type {((inputs?: Order_Limits_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_failed(inputs)
	return __en.order_limits_failed(inputs)
});
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Order_Limits_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_limits = /** @type {((inputs?: Order_Limits_LimitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LimitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_limits(inputs)
	return __en.order_limits_limits(inputs)
});
/**
* | output |
* | --- |
* | "Limits and exclusions" |
*
* @param {Order_Limits_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_link = /** @type {((inputs?: Order_Limits_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_link(inputs)
	return __en.order_limits_link(inputs)
});
/**
* | output |
* | --- |
* | "Not Covered" |
*
* @param {Order_Limits_Not_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_not_covered = /** @type {((inputs?: Order_Limits_Not_CoveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_Not_CoveredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_not_covered(inputs)
	return __en.order_limits_not_covered(inputs)
});
/**
* | output |
* | --- |
* | "Limits and Exclusions" |
*
* @param {Order_Limits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_title = /** @type {((inputs?: Order_Limits_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_limits_title(inputs)
	return __en.order_limits_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_loading = /** @type {((inputs?: Order_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_loading(inputs)
	return __en.order_loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading your plan…" |
*
* @param {Order_Loading_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_loading_plan = /** @type {((inputs?: Order_Loading_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Loading_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_loading_plan(inputs)
	return __en.order_loading_plan(inputs)
});
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Order_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_login = /** @type {((inputs?: Order_LoginInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoginInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_login(inputs)
	return __en.order_login(inputs)
});
/**
* | output |
* | --- |
* | "Please log in to renew your plan." |
*
* @param {Order_Login_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_login_to_renew = /** @type {((inputs?: Order_Login_To_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_login_to_renew(inputs)
	return __en.order_login_to_renew(inputs)
});
/**
* | output |
* | --- |
* | "Please log in to upgrade your plan." |
*
* @param {Order_Login_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_login_to_upgrade = /** @type {((inputs?: Order_Login_To_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_login_to_upgrade(inputs)
	return __en.order_login_to_upgrade(inputs)
});
/**
* | output |
* | --- |
* | "Your contract and coverage details are in your account, under the e-mail address {email}." |
*
* @param {Order_Next_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_account = /** @type {((inputs: Order_Next_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_account(inputs)
	return __en.order_next_account(inputs)
});
/**
* | output |
* | --- |
* | "The order is in your account with your other orders." |
*
* @param {Order_Next_Agent_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_account = /** @type {((inputs?: Order_Next_Agent_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_agent_account(inputs)
	return __en.order_next_agent_account(inputs)
});
/**
* | output |
* | --- |
* | "We have e-mailed the order to your buyer at {email}, with a link to create their password when they are new to us." |
*
* @param {Order_Next_Agent_EmailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_emailed = /** @type {((inputs: Order_Next_Agent_EmailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EmailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_agent_emailed(inputs)
	return __en.order_next_agent_emailed(inputs)
});
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow." |
*
* @param {Order_Next_Agent_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_escrow = /** @type {((inputs?: Order_Next_Agent_EscrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EscrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_agent_escrow(inputs)
	return __en.order_next_agent_escrow(inputs)
});
/**
* | output |
* | --- |
* | "The plan is paid; your buyer's coverage starts on the date above." |
*
* @param {Order_Next_Agent_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_paid = /** @type {((inputs?: Order_Next_Agent_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_agent_paid(inputs)
	return __en.order_next_agent_paid(inputs)
});
/**
* | output |
* | --- |
* | "An account already uses {email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they ..." |
*
* @param {Order_Next_Awaiting_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_awaiting_owner = /** @type {((inputs: Order_Next_Awaiting_OwnerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Awaiting_OwnerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_awaiting_owner(inputs)
	return __en.order_next_awaiting_owner(inputs)
});
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow." |
*
* @param {Order_Next_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_escrow = /** @type {((inputs?: Order_Next_EscrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_EscrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_escrow(inputs)
	return __en.order_next_escrow(inputs)
});
/**
* | output |
* | --- |
* | "Keep your policy number: you need it to request a repair. Questions? Call us at {phone}." |
*
* @param {Order_Next_Keep_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Next_Keep_PolicyInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_next_keep_policy(inputs)
			return __en.order_next_keep_policy(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_next_keep_policy.parts === "function" ? __es.order_next_keep_policy.parts(inputs) : [{ type: "text", value: __es.order_next_keep_policy(inputs) }]
				return typeof __en.order_next_keep_policy.parts === "function" ? __en.order_next_keep_policy.parts(inputs) : [{ type: "text", value: __en.order_next_keep_policy(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Your card is charged {amount} each month; the first payment was taken today." |
*
* @param {Order_Next_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_monthly = /** @type {((inputs: Order_Next_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_monthly(inputs)
	return __en.order_next_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Your plan is paid in full for its whole term." |
*
* @param {Order_Next_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_paid_full = /** @type {((inputs?: Order_Next_Paid_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Paid_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_paid_full(inputs)
	return __en.order_next_paid_full(inputs)
});
/**
* | output |
* | --- |
* | "Next: {step}" |
*
* @param {Order_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_step = /** @type {((inputs: Order_Next_StepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_StepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_next_step(inputs)
	return __en.order_next_step(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Order_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_no = /** @type {((inputs?: Order_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_no(inputs)
	return __en.order_no(inputs)
});
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Order_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_not_now = /** @type {((inputs?: Order_Not_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_not_now(inputs)
	return __en.order_not_now(inputs)
});
/**
* | output |
* | --- |
* | "We could not price this order yet. Please check your connection and try again." |
*
* @param {Order_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_not_priced = /** @type {((inputs?: Order_Not_PricedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_PricedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_not_priced(inputs)
	return __en.order_not_priced(inputs)
});
/**
* | output |
* | --- |
* | "Order Now" |
*
* @param {Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_now = /** @type {((inputs?: Order_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_now(inputs)
	return __en.order_now(inputs)
});
/**
* | output |
* | --- |
* | "A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online." |
*
* @param {Order_Offline_Card_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_card_needs_connection = /** @type {((inputs?: Order_Offline_Card_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Card_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_offline_card_needs_connection(inputs)
	return __en.order_offline_card_needs_connection(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Placing an order needs a connection." |
*
* @param {Order_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_needs_connection = /** @type {((inputs?: Order_Offline_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_offline_needs_connection(inputs)
	return __en.order_offline_needs_connection(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown." |
*
* @param {Order_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_queued = /** @type {((inputs?: Order_Offline_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_offline_queued(inputs)
	return __en.order_offline_queued(inputs)
});
/**
* | output |
* | --- |
* | "The order could not be saved on this device." |
*
* @param {Order_Offline_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_save_failed = /** @type {((inputs?: Order_Offline_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_offline_save_failed(inputs)
	return __en.order_offline_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Options" |
*
* @param {Order_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_options = /** @type {((inputs?: Order_OptionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_OptionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_options(inputs)
	return __en.order_options(inputs)
});
/**
* | output |
* | --- |
* | "Choose a plan first: the add-ons and options depend on it." |
*
* @param {Order_Options_Need_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_options_need_plan = /** @type {((inputs?: Order_Options_Need_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Options_Need_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_options_need_plan(inputs)
	return __en.order_options_need_plan(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Order_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_paid = /** @type {((inputs?: Order_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_paid(inputs)
	return __en.order_paid(inputs)
});
/**
* | output |
* | --- |
* | "Add a new {role}" |
*
* @param {Order_Partner_Add_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_add_new = /** @type {((inputs: Order_Partner_Add_NewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Add_NewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_add_new(inputs)
	return __en.order_partner_add_new(inputs)
});
/**
* | output |
* | --- |
* | "Please call us at {phone} for assistance." |
*
* @param {Order_Partner_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_call_us = /** @type {((inputs: Order_Partner_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Call_UsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_call_us(inputs)
	return __en.order_partner_call_us(inputs)
});
/**
* | output |
* | --- |
* | "Change {role}" |
*
* @param {Order_Partner_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_ChangeInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_partner_change(inputs)
			return __en.order_partner_change(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_partner_change.parts === "function" ? __es.order_partner_change.parts(inputs) : [{ type: "text", value: __es.order_partner_change(inputs) }]
				return typeof __en.order_partner_change.parts === "function" ? __en.order_partner_change.parts(inputs) : [{ type: "text", value: __en.order_partner_change(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Order_Partner_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_choose = /** @type {((inputs?: Order_Partner_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_choose(inputs)
	return __en.order_partner_choose(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Order_Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_company = /** @type {((inputs?: Order_Partner_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_CompanyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_company(inputs)
	return __en.order_partner_company(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Order_Partner_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_email = /** @type {((inputs?: Order_Partner_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_email(inputs)
	return __en.order_partner_email(inputs)
});
/**
* | output |
* | --- |
* | "Find {role}" |
*
* @param {Order_Partner_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_find = /** @type {((inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_FindInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_partner_find(inputs)
			return __en.order_partner_find(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_partner_find.parts === "function" ? __es.order_partner_find.parts(inputs) : [{ type: "text", value: __es.order_partner_find(inputs) }]
				return typeof __en.order_partner_find.parts === "function" ? __en.order_partner_find.parts(inputs) : [{ type: "text", value: __en.order_partner_find(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Find a {role}" |
*
* @param {Order_Partner_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_find_title = /** @type {((inputs: Order_Partner_Find_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Find_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_find_title(inputs)
	return __en.order_partner_find_title(inputs)
});
/**
* | output |
* | --- |
* | "Log in to add a new {role}" |
*
* @param {Order_Partner_Login_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_login_to_add = /** @type {((inputs: Order_Partner_Login_To_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Login_To_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_login_to_add(inputs)
	return __en.order_partner_login_to_add(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Order_Partner_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_name = /** @type {((inputs?: Order_Partner_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_name(inputs)
	return __en.order_partner_name(inputs)
});
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Order_Partner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_name_required = /** @type {((inputs?: Order_Partner_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_name_required(inputs)
	return __en.order_partner_name_required(inputs)
});
/**
* | output |
* | --- |
* | "No {role} matches “{term}”." |
*
* @param {Order_Partner_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_no_match = /** @type {((inputs: Order_Partner_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_no_match(inputs)
	return __en.order_partner_no_match(inputs)
});
/**
* | output |
* | --- |
* | "None chosen" |
*
* @param {Order_Partner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_none = /** @type {((inputs?: Order_Partner_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_none(inputs)
	return __en.order_partner_none(inputs)
});
/**
* | output |
* | --- |
* | "Not listed?" |
*
* @param {Order_Partner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_not_listed = /** @type {((inputs?: Order_Partner_Not_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Not_ListedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_not_listed(inputs)
	return __en.order_partner_not_listed(inputs)
});
/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Buyer's Agent" |
* | "sellerAgent" | "Listing Agent" |
* | "titleCompany" | "Escrow Officer" |
* | "loanOfficer" | "Loan Officer" |
* | * | "Agent Assistant" |
*
* @param {Order_Partner_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_noun = /** @type {((inputs: Order_Partner_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_noun(inputs)
	return __en.order_partner_noun(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Order_Partner_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_phone = /** @type {((inputs?: Order_Partner_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_phone(inputs)
	return __en.order_partner_phone(inputs)
});
/**
* | output |
* | --- |
* | "Remove {role}" |
*
* @param {Order_Partner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_RemoveInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_partner_remove(inputs)
			return __en.order_partner_remove(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_partner_remove.parts === "function" ? __es.order_partner_remove.parts(inputs) : [{ type: "text", value: __es.order_partner_remove(inputs) }]
				return typeof __en.order_partner_remove.parts === "function" ? __en.order_partner_remove.parts(inputs) : [{ type: "text", value: __en.order_partner_remove(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Order_Partner_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_results = /** @type {((inputs?: Order_Partner_ResultsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ResultsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_results(inputs)
	return __en.order_partner_results(inputs)
});
/**
* | output |
* | --- |
* | "Save and choose" |
*
* @param {Order_Partner_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_save = /** @type {((inputs?: Order_Partner_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_save(inputs)
	return __en.order_partner_save(inputs)
});
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Order_Partner_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_saving = /** @type {((inputs?: Order_Partner_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_saving(inputs)
	return __en.order_partner_saving(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Order_Partner_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search = /** @type {((inputs?: Order_Partner_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_search(inputs)
	return __en.order_partner_search(inputs)
});
/**
* | output |
* | --- |
* | "The search failed. Please try again." |
*
* @param {Order_Partner_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_failed = /** @type {((inputs?: Order_Partner_Search_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_search_failed(inputs)
	return __en.order_partner_search_failed(inputs)
});
/**
* | output |
* | --- |
* | "At least 2 characters." |
*
* @param {Order_Partner_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_hint = /** @type {((inputs?: Order_Partner_Search_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_search_hint(inputs)
	return __en.order_partner_search_hint(inputs)
});
/**
* | output |
* | --- |
* | "{role} name or company" |
*
* @param {Order_Partner_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_search_label = /** @type {((inputs: Order_Partner_Search_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_search_label(inputs)
	return __en.order_partner_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Order_Partner_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_searching = /** @type {((inputs?: Order_Partner_SearchingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_searching(inputs)
	return __en.order_partner_searching(inputs)
});
/**
* | output |
* | --- |
* | "Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page." |
*
* @param {Order_Partner_Site_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_site_text = /** @type {((inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_Site_TextInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_partner_site_text(inputs)
			return __en.order_partner_site_text(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_partner_site_text.parts === "function" ? __es.order_partner_site_text.parts(inputs) : [{ type: "text", value: __es.order_partner_site_text(inputs) }]
				return typeof __en.order_partner_site_text.parts === "function" ? __en.order_partner_site_text.parts(inputs) : [{ type: "text", value: __en.order_partner_site_text(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Ordering continues with our partner" |
*
* @param {Order_Partner_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_site_title = /** @type {((inputs?: Order_Partner_Site_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Site_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_partner_site_title(inputs)
	return __en.order_partner_site_title(inputs)
});
/**
* | output |
* | --- |
* | "I am the" |
*
* @param {Order_Party_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_party_legend = /** @type {((inputs?: Order_Party_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_party_legend(inputs)
	return __en.order_party_legend(inputs)
});
/**
* | output |
* | --- |
* | "Please choose who is placing the order." |
*
* @param {Order_Party_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_party_required = /** @type {((inputs?: Order_Party_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_party_required(inputs)
	return __en.order_party_required(inputs)
});
/**
* | output |
* | --- |
* | "Pay at closing (escrow)" |
*
* @param {Order_Pay_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_escrow = /** @type {((inputs?: Order_Pay_EscrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_EscrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_pay_escrow(inputs)
	return __en.order_pay_escrow(inputs)
});
/**
* | output |
* | --- |
* | "Pay in full now by card" |
*
* @param {Order_Pay_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_full = /** @type {((inputs?: Order_Pay_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_pay_full(inputs)
	return __en.order_pay_full(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Order_Pay_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_legend = /** @type {((inputs?: Order_Pay_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_pay_legend(inputs)
	return __en.order_pay_legend(inputs)
});
/**
* | output |
* | --- |
* | "Monthly by card" |
*
* @param {Order_Pay_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_monthly = /** @type {((inputs?: Order_Pay_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_pay_monthly(inputs)
	return __en.order_pay_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Please enter the e-mail address on the Contacts step first: the card is saved for it." |
*
* @param {Order_Pay_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_needs_email = /** @type {((inputs?: Order_Pay_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_pay_needs_email(inputs)
	return __en.order_pay_needs_email(inputs)
});
/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Order_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_place = /** @type {((inputs?: Order_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_place(inputs)
	return __en.order_place(inputs)
});
/**
* | output |
* | --- |
* | "Placing your order…" |
*
* @param {Order_PlacingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_placing = /** @type {((inputs?: Order_PlacingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_placing(inputs)
	return __en.order_placing(inputs)
});
/**
* | output |
* | --- |
* | "Your current plan" |
*
* @param {Order_Plan_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_current = /** @type {((inputs?: Order_Plan_CurrentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_CurrentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_current(inputs)
	return __en.order_plan_current(inputs)
});
/**
* | output |
* | --- |
* | "Hide coverage details" |
*
* @param {Order_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_hide_details = /** @type {((inputs?: Order_Plan_Hide_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Hide_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_hide_details(inputs)
	return __en.order_plan_hide_details(inputs)
});
/**
* | output |
* | --- |
* | "Listing coverage: {text}" |
*
* @param {Order_Plan_Listing_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_listing_coverage = /** @type {((inputs: Order_Plan_Listing_CoverageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Listing_CoverageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_listing_coverage(inputs)
	return __en.order_plan_listing_coverage(inputs)
});
/**
* | output |
* | --- |
* | "The plans could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_load_error = /** @type {((inputs?: Order_Plan_Load_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_load_error(inputs)
	return __en.order_plan_load_error(inputs)
});
/**
* | output |
* | --- |
* | "This plan could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_load_failed = /** @type {((inputs?: Order_Plan_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_load_failed(inputs)
	return __en.order_plan_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading plans…" |
*
* @param {Order_Plan_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_loading = /** @type {((inputs?: Order_Plan_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_loading(inputs)
	return __en.order_plan_loading(inputs)
});
/**
* | output |
* | --- |
* | "{name} PLAN" |
*
* @param {Order_Plan_Name_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_name_monthly = /** @type {((inputs: Order_Plan_Name_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Name_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_name_monthly(inputs)
	return __en.order_plan_name_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Enter a zip code in our service area and the property type first: the plans and prices depend on them." |
*
* @param {Order_Plan_Needs_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_needs_property = /** @type {((inputs?: Order_Plan_Needs_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Needs_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_needs_property(inputs)
	return __en.order_plan_needs_property(inputs)
});
/**
* | output |
* | --- |
* | "ORDER NOW" |
*
* @param {Order_Plan_Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_order_now = /** @type {((inputs?: Order_Plan_Order_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_order_now(inputs)
	return __en.order_plan_order_now(inputs)
});
/**
* | output |
* | --- |
* | "ORDER NOW: {name}" |
*
* @param {Order_Plan_Order_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_order_now_label = /** @type {((inputs: Order_Plan_Order_Now_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_Now_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_order_now_label(inputs)
	return __en.order_plan_order_now_label(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Order_Plan_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_required = /** @type {((inputs?: Order_Plan_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_required(inputs)
	return __en.order_plan_required(inputs)
});
/**
* | output |
* | --- |
* | "See coverage details" |
*
* @param {Order_Plan_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_see_details = /** @type {((inputs?: Order_Plan_See_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_See_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_see_details(inputs)
	return __en.order_plan_see_details(inputs)
});
/**
* | output |
* | --- |
* | "SELECTED" |
*
* @param {Order_Plan_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_selected = /** @type {((inputs?: Order_Plan_SelectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_SelectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_selected(inputs)
	return __en.order_plan_selected(inputs)
});
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Order_Plan_Selected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_selected_label = /** @type {((inputs: Order_Plan_Selected_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Selected_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_plan_selected_label(inputs)
	return __en.order_plan_selected_label(inputs)
});
/**
* | output |
* | --- |
* | "Prepaid service call fees" |
*
* @param {Order_Prepaid_CallsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_prepaid_calls = /** @type {((inputs?: Order_Prepaid_CallsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_CallsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_prepaid_calls(inputs)
	return __en.order_prepaid_calls(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Order_Prepaid_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_prepaid_none = /** @type {((inputs?: Order_Prepaid_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_prepaid_none(inputs)
	return __en.order_prepaid_none(inputs)
});
/**
* | output |
* | --- |
* | "Buyer's credit left in the budget" |
*
* @param {Order_Price_Buyers_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_buyers_credit_left = /** @type {((inputs?: Order_Price_Buyers_Credit_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Buyers_Credit_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_buyers_credit_left(inputs)
	return __en.order_price_buyers_credit_left(inputs)
});
/**
* | output |
* | --- |
* | "The total of this order is now {total} ({monthly}/mo); it was {was}. Place the order at the new price?" |
*
* @param {Order_Price_Changed_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_changed_confirm = /** @type {((inputs: Order_Price_Changed_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_changed_confirm(inputs)
	return __en.order_price_changed_confirm(inputs)
});
/**
* | output |
* | --- |
* | "The price has changed" |
*
* @param {Order_Price_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_changed_title = /** @type {((inputs?: Order_Price_Changed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_changed_title(inputs)
	return __en.order_price_changed_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a plan to see your price" |
*
* @param {Order_Price_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_choose_plan = /** @type {((inputs?: Order_Price_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_choose_plan(inputs)
	return __en.order_price_choose_plan(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Order_Price_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_details = /** @type {((inputs?: Order_Price_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_details(inputs)
	return __en.order_price_details(inputs)
});
/**
* | output |
* | --- |
* | "Due at closing {amount}" |
*
* @param {Order_Price_Due_At_Closing_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_due_at_closing_amount = /** @type {((inputs: Order_Price_Due_At_Closing_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_At_Closing_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_due_at_closing_amount(inputs)
	return __en.order_price_due_at_closing_amount(inputs)
});
/**
* | output |
* | --- |
* | "Due now {amount}" |
*
* @param {Order_Price_Due_Now_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_due_now_amount = /** @type {((inputs: Order_Price_Due_Now_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Now_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_due_now_amount(inputs)
	return __en.order_price_due_now_amount(inputs)
});
/**
* | output |
* | --- |
* | "Due today {amount}" |
*
* @param {Order_Price_Due_Today_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_due_today_amount = /** @type {((inputs: Order_Price_Due_Today_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Today_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_due_today_amount(inputs)
	return __en.order_price_due_today_amount(inputs)
});
/**
* | output |
* | --- |
* | "The price could not be updated. It will be tried again when something changes." |
*
* @param {Order_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_failed = /** @type {((inputs?: Order_Price_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_failed(inputs)
	return __en.order_price_failed(inputs)
});
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Order_Price_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_hide = /** @type {((inputs?: Order_Price_HideInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_HideInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_hide(inputs)
	return __en.order_price_hide(inputs)
});
/**
* | output |
* | --- |
* | "{price}/mo" |
*
* @param {Order_Price_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_monthly = /** @type {((inputs: Order_Price_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_monthly(inputs)
	return __en.order_price_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Monthly total" |
*
* @param {Order_Price_Monthly_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_monthly_total = /** @type {((inputs?: Order_Price_Monthly_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Monthly_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_monthly_total(inputs)
	return __en.order_price_monthly_total(inputs)
});
/**
* | output |
* | --- |
* | "Offline price: the server confirms it when the order is sent" |
*
* @param {Order_Price_Offline_EstimateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_offline_estimate = /** @type {((inputs?: Order_Price_Offline_EstimateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Offline_EstimateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_offline_estimate(inputs)
	return __en.order_price_offline_estimate(inputs)
});
/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Order_Price_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_summary_label = /** @type {((inputs?: Order_Price_Summary_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Summary_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_summary_label(inputs)
	return __en.order_price_summary_label(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Order_Price_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_total = /** @type {((inputs?: Order_Price_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_total(inputs)
	return __en.order_price_total(inputs)
});
/**
* | output |
* | --- |
* | "Total due at closing" |
*
* @param {Order_Price_Total_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_total_due_at_closing = /** @type {((inputs?: Order_Price_Total_Due_At_ClosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Due_At_ClosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_total_due_at_closing(inputs)
	return __en.order_price_total_due_at_closing(inputs)
});
/**
* | output |
* | --- |
* | "Total {total} · {monthly}/mo" |
*
* @param {Order_Price_Total_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_total_monthly = /** @type {((inputs: Order_Price_Total_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_total_monthly(inputs)
	return __en.order_price_total_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Price unavailable" |
*
* @param {Order_Price_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_unavailable = /** @type {((inputs?: Order_Price_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_unavailable(inputs)
	return __en.order_price_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Updating price…" |
*
* @param {Order_Price_UpdatingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_updating = /** @type {((inputs?: Order_Price_UpdatingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UpdatingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_updating(inputs)
	return __en.order_price_updating(inputs)
});
/**
* | output |
* | --- |
* | "updating…" |
*
* @param {Order_Price_Updating_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_updating_short = /** @type {((inputs?: Order_Price_Updating_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Updating_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_updating_short(inputs)
	return __en.order_price_updating_short(inputs)
});
/**
* | output |
* | --- |
* | "Upgrade price unavailable" |
*
* @param {Order_Price_Upgrade_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_upgrade_unavailable = /** @type {((inputs?: Order_Price_Upgrade_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Upgrade_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_upgrade_unavailable(inputs)
	return __en.order_price_upgrade_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "{price}/year" |
*
* @param {Order_Price_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_yearly = /** @type {((inputs: Order_Price_YearlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_YearlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_price_yearly(inputs)
	return __en.order_price_yearly(inputs)
});
/**
* | output |
* | --- |
* | "State: {state}" |
*
* @param {Order_Property_State_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_state_hint = /** @type {((inputs: Order_Property_State_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_State_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_property_state_hint(inputs)
	return __en.order_property_state_hint(inputs)
});
/**
* | output |
* | --- |
* | "Property type" |
*
* @param {Order_Property_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_type = /** @type {((inputs?: Order_Property_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_property_type(inputs)
	return __en.order_property_type(inputs)
});
/**
* | output |
* | --- |
* | "Property type is required." |
*
* @param {Order_Property_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_type_required = /** @type {((inputs?: Order_Property_Type_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_Type_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_property_type_required(inputs)
	return __en.order_property_type_required(inputs)
});
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Order_Queued_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_clear = /** @type {((inputs?: Order_Queued_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_clear(inputs)
	return __en.order_queued_clear(inputs)
});
/**
* | output |
* | --- |
* | "Place an order" |
*
* @param {Order_Queued_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_describe = /** @type {((inputs?: Order_Queued_DescribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DescribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_describe(inputs)
	return __en.order_queued_describe(inputs)
});
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Order_Queued_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_discard = /** @type {((inputs?: Order_Queued_DiscardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DiscardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_discard(inputs)
	return __en.order_queued_discard(inputs)
});
/**
* | output |
* | --- |
* | "{plan} for {owner}, {address}: {total}" |
*
* @param {Order_Queued_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_line = /** @type {((inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Queued_LineInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_queued_line(inputs)
			return __en.order_queued_line(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_queued_line.parts === "function" ? __es.order_queued_line.parts(inputs) : [{ type: "text", value: __es.order_queued_line(inputs) }]
				return typeof __en.order_queued_line.parts === "function" ? __en.order_queued_line.parts(inputs) : [{ type: "text", value: __en.order_queued_line(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Not placed" |
*
* @param {Order_Queued_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_not_placed = /** @type {((inputs?: Order_Queued_Not_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Not_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_not_placed(inputs)
	return __en.order_queued_not_placed(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Waiting orders are placed when the connection returns." |
*
* @param {Order_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_offline = /** @type {((inputs?: Order_Queued_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_offline(inputs)
	return __en.order_queued_offline(inputs)
});
/**
* | output |
* | --- |
* | "Placed: contract {policyNumber}" |
*
* @param {Order_Queued_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_placed = /** @type {((inputs: Order_Queued_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_placed(inputs)
	return __en.order_queued_placed(inputs)
});
/**
* | output |
* | --- |
* | "This order now costs {total}; it was {was}. Place it at the new price?" |
*
* @param {Order_Queued_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_price_changed = /** @type {((inputs: Order_Queued_Price_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_price_changed(inputs)
	return __en.order_queued_price_changed(inputs)
});
/**
* | output |
* | --- |
* | "The new price could not be loaded. Please try again." |
*
* @param {Order_Queued_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_price_failed = /** @type {((inputs?: Order_Queued_Price_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_price_failed(inputs)
	return __en.order_queued_price_failed(inputs)
});
/**
* | output |
* | --- |
* | "The order was not accepted." |
*
* @param {Order_Queued_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_refused = /** @type {((inputs?: Order_Queued_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_refused(inputs)
	return __en.order_queued_refused(inputs)
});
/**
* | output |
* | --- |
* | "Review the new price" |
*
* @param {Order_Queued_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_review_price = /** @type {((inputs?: Order_Queued_Review_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Review_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_review_price(inputs)
	return __en.order_queued_review_price(inputs)
});
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Order_Queued_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_send_now = /** @type {((inputs?: Order_Queued_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_send_now(inputs)
	return __en.order_queued_send_now(inputs)
});
/**
* | output |
* | --- |
* | "Orders saved on this device" |
*
* @param {Order_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_title = /** @type {((inputs?: Order_Queued_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_title(inputs)
	return __en.order_queued_title(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Order_Queued_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_waiting = /** @type {((inputs?: Order_Queued_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_queued_waiting(inputs)
	return __en.order_queued_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Budget Amount" |
*
* @param {Order_Quick_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_budget = /** @type {((inputs?: Order_Quick_BudgetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_BudgetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_budget(inputs)
	return __en.order_quick_budget(inputs)
});
/**
* | output |
* | --- |
* | "Quick Order" |
*
* @param {Order_Quick_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_button = /** @type {((inputs?: Order_Quick_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_button(inputs)
	return __en.order_quick_button(inputs)
});
/**
* | output |
* | --- |
* | "The quick order could not be placed. Please try again." |
*
* @param {Order_Quick_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_failed = /** @type {((inputs?: Order_Quick_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_failed(inputs)
	return __en.order_quick_failed(inputs)
});
/**
* | output |
* | --- |
* | "Finding your plan…" |
*
* @param {Order_Quick_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_finding = /** @type {((inputs?: Order_Quick_FindingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FindingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_finding(inputs)
	return __en.order_quick_finding(inputs)
});
/**
* | output |
* | --- |
* | "Quick Home Warranty Order Form" |
*
* @param {Order_Quick_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_heading = /** @type {((inputs?: Order_Quick_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_heading(inputs)
	return __en.order_quick_heading(inputs)
});
/**
* | output |
* | --- |
* | "Listing coverage for the seller" |
*
* @param {Order_Quick_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_listing = /** @type {((inputs?: Order_Quick_ListingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ListingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_listing(inputs)
	return __en.order_quick_listing(inputs)
});
/**
* | output |
* | --- |
* | "No plan fits this budget for this home." |
*
* @param {Order_Quick_No_Plan_FitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_no_plan_fits = /** @type {((inputs?: Order_Quick_No_Plan_FitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_No_Plan_FitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_no_plan_fits(inputs)
	return __en.order_quick_no_plan_fits(inputs)
});
/**
* | output |
* | --- |
* | "You are offline and the plans for this home are not saved on this device. Please try again when you are back online." |
*
* @param {Order_Quick_Offline_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_offline_no_plans = /** @type {((inputs?: Order_Quick_Offline_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Offline_No_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_offline_no_plans(inputs)
	return __en.order_quick_offline_no_plans(inputs)
});
/**
* | output |
* | --- |
* | "State is required." |
*
* @param {Order_Quick_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_state_required = /** @type {((inputs?: Order_Quick_State_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_State_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_state_required(inputs)
	return __en.order_quick_state_required(inputs)
});
/**
* | output |
* | --- |
* | "Quick order" |
*
* @param {Order_Quick_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_summary = /** @type {((inputs?: Order_Quick_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_quick_summary(inputs)
	return __en.order_quick_summary(inputs)
});
/**
* | output |
* | --- |
* | "Did you buy this home in the last 30 days?" |
*
* @param {Order_Recent_Purchase_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_recent_purchase_legend = /** @type {((inputs?: Order_Recent_Purchase_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_recent_purchase_legend(inputs)
	return __en.order_recent_purchase_legend(inputs)
});
/**
* | output |
* | --- |
* | "As a recent home buyer you order from our real estate plans, as the home buyer, paid in full." |
*
* @param {Order_Recent_Purchase_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_recent_purchase_note = /** @type {((inputs?: Order_Recent_Purchase_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_recent_purchase_note(inputs)
	return __en.order_recent_purchase_note(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Order_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_remove = /** @type {((inputs?: Order_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_RemoveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_remove(inputs)
	return __en.order_remove(inputs)
});
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Order_Review_AddonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_addon = /** @type {((inputs?: Order_Review_AddonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_AddonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_addon(inputs)
	return __en.order_review_addon(inputs)
});
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Order_Review_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_buyer = /** @type {((inputs?: Order_Review_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_buyer(inputs)
	return __en.order_review_buyer(inputs)
});
/**
* | output |
* | --- |
* | "card ending {lastFour}" |
*
* @param {Order_Review_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_card_ending = /** @type {((inputs: Order_Review_Card_EndingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Card_EndingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_card_ending(inputs)
	return __en.order_review_card_ending(inputs)
});
/**
* | output |
* | --- |
* | "Estimated close date: {date}" |
*
* @param {Order_Review_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_close_date = /** @type {((inputs: Order_Review_Close_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Close_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_close_date(inputs)
	return __en.order_review_close_date(inputs)
});
/**
* | output |
* | --- |
* | "Coupon {code}" |
*
* @param {Order_Review_CouponInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_coupon = /** @type {((inputs: Order_Review_CouponInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_CouponInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_coupon(inputs)
	return __en.order_review_coupon(inputs)
});
/**
* | output |
* | --- |
* | "Edit {part}" |
*
* @param {Order_Review_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_edit = /** @type {((inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Review_EditInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_review_edit(inputs)
			return __en.order_review_edit(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_review_edit.parts === "function" ? __es.order_review_edit.parts(inputs) : [{ type: "text", value: __es.order_review_edit(inputs) }]
				return typeof __en.order_review_edit.parts === "function" ? __en.order_review_edit.parts(inputs) : [{ type: "text", value: __en.order_review_edit(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "No plan chosen" |
*
* @param {Order_Review_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_no_plan = /** @type {((inputs?: Order_Review_No_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_No_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_no_plan(inputs)
	return __en.order_review_no_plan(inputs)
});
/**
* | output |
* | --- |
* | "Ordered by: {party}" |
*
* @param {Order_Review_Ordered_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_ordered_by = /** @type {((inputs: Order_Review_Ordered_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Ordered_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_ordered_by(inputs)
	return __en.order_review_ordered_by(inputs)
});
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Order_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_owner = /** @type {((inputs?: Order_Review_OwnerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_OwnerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_owner(inputs)
	return __en.order_review_owner(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Order_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_price = /** @type {((inputs?: Order_Review_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_price(inputs)
	return __en.order_review_price(inputs)
});
/**
* | output |
* | --- |
* | "The price appears here once a plan is chosen." |
*
* @param {Order_Review_Price_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_price_later = /** @type {((inputs?: Order_Review_Price_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Price_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_price_later(inputs)
	return __en.order_review_price_later(inputs)
});
/**
* | output |
* | --- |
* | "{fee} service call fee" |
*
* @param {Order_Review_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_service_fee = /** @type {((inputs: Order_Review_Service_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Service_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_review_service_fee(inputs)
	return __en.order_review_service_fee(inputs)
});
/**
* | output |
* | --- |
* | "Agent Assistant" |
*
* @param {Order_Role_Agent_AssistantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_agent_assistant = /** @type {((inputs?: Order_Role_Agent_AssistantInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Agent_AssistantInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_agent_assistant(inputs)
	return __en.order_role_agent_assistant(inputs)
});
/**
* | output |
* | --- |
* | "Buyer's Agent" |
*
* @param {Order_Role_Buyer_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_buyer_agent = /** @type {((inputs?: Order_Role_Buyer_AgentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Buyer_AgentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_buyer_agent(inputs)
	return __en.order_role_buyer_agent(inputs)
});
/**
* | output |
* | --- |
* | "Escrow Officer" |
*
* @param {Order_Role_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_escrow_officer = /** @type {((inputs?: Order_Role_Escrow_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Escrow_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_escrow_officer(inputs)
	return __en.order_role_escrow_officer(inputs)
});
/**
* | output |
* | --- |
* | "Home Buyer" |
*
* @param {Order_Role_Home_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_home_buyer = /** @type {((inputs?: Order_Role_Home_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Home_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_home_buyer(inputs)
	return __en.order_role_home_buyer(inputs)
});
/**
* | output |
* | --- |
* | "Listing Agent" |
*
* @param {Order_Role_Listing_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_listing_agent = /** @type {((inputs?: Order_Role_Listing_AgentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Listing_AgentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_listing_agent(inputs)
	return __en.order_role_listing_agent(inputs)
});
/**
* | output |
* | --- |
* | "Loan Officer" |
*
* @param {Order_Role_Loan_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_loan_officer = /** @type {((inputs?: Order_Role_Loan_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Loan_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_role_loan_officer(inputs)
	return __en.order_role_loan_officer(inputs)
});
/**
* | output |
* | --- |
* | "Seller first name (optional)" |
*
* @param {Order_Seller_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_seller_first_name = /** @type {((inputs?: Order_Seller_First_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_First_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_seller_first_name(inputs)
	return __en.order_seller_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Seller last name (optional)" |
*
* @param {Order_Seller_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_seller_last_name = /** @type {((inputs?: Order_Seller_Last_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_Last_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_seller_last_name(inputs)
	return __en.order_seller_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Order_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sending = /** @type {((inputs?: Order_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_sending(inputs)
	return __en.order_sending(inputs)
});
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Order_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee = /** @type {((inputs?: Order_Service_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_service_fee(inputs)
	return __en.order_service_fee(inputs)
});
/**
* | output |
* | --- |
* | "Service call fee: {fee}" |
*
* @param {Order_Service_Fee_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Service_Fee_FactInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_service_fee_fact(inputs)
			return __en.order_service_fee_fact(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_service_fee_fact.parts === "function" ? __es.order_service_fee_fact.parts(inputs) : [{ type: "text", value: __es.order_service_fee_fact(inputs) }]
				return typeof __en.order_service_fee_fact.parts === "function" ? __en.order_service_fee_fact.parts(inputs) : [{ type: "text", value: __en.order_service_fee_fact(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "{fee} ({offset}/year)" |
*
* @param {Order_Service_Fee_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee_offset = /** @type {((inputs: Order_Service_Fee_OffsetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_Fee_OffsetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_service_fee_offset(inputs)
	return __en.order_service_fee_offset(inputs)
});
/**
* | output |
* | --- |
* | "Show plans for" |
*
* @param {Order_Site_Plans_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_site_plans_for = /** @type {((inputs?: Order_Site_Plans_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Site_Plans_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_site_plans_for(inputs)
	return __en.order_site_plans_for(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a complete mobile number for text updates." |
*
* @param {Order_Sms_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sms_phone_incomplete = /** @type {((inputs?: Order_Sms_Phone_IncompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sms_Phone_IncompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_sms_phone_incomplete(inputs)
	return __en.order_sms_phone_incomplete(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Order_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_something_wrong = /** @type {((inputs?: Order_Something_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Something_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_something_wrong(inputs)
	return __en.order_something_wrong(inputs)
});
/**
* | output |
* | --- |
* | "{from} or more sq. ft." |
*
* @param {Order_Sqft_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sqft_or_more = /** @type {((inputs: Order_Sqft_Or_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_Or_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_sqft_or_more(inputs)
	return __en.order_sqft_or_more(inputs)
});
/**
* | output |
* | --- |
* | "{from} - {to} sq. ft." |
*
* @param {Order_Sqft_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_sqft_range = /** @type {((inputs: Order_Sqft_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_sqft_range(inputs)
	return __en.order_sqft_range(inputs)
});
/**
* | output |
* | --- |
* | "Square footage" |
*
* @param {Order_Square_FootageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_square_footage = /** @type {((inputs?: Order_Square_FootageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Square_FootageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_square_footage(inputs)
	return __en.order_square_footage(inputs)
});
/**
* | output |
* | --- |
* | "Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home." |
*
* @param {Order_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_description = /** @type {((inputs?: Order_Start_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_start_description(inputs)
	return __en.order_start_description(inputs)
});
/**
* | output |
* | --- |
* | "Order a home warranty" |
*
* @param {Order_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_heading = /** @type {((inputs?: Order_Start_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_start_heading(inputs)
	return __en.order_start_heading(inputs)
});
/**
* | output |
* | --- |
* | "Start Your Order" |
*
* @param {Order_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_title = /** @type {((inputs?: Order_Start_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_start_title(inputs)
	return __en.order_start_title(inputs)
});
/**
* | output |
* | --- |
* | "State" |
*
* @param {Order_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_state = /** @type {((inputs?: Order_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_state(inputs)
	return __en.order_state(inputs)
});
/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Order_Step_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_contacts = /** @type {((inputs?: Order_Step_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_contacts(inputs)
	return __en.order_step_contacts(inputs)
});
/**
* | output |
* | --- |
* | "Step {step} of {count}" |
*
* @param {Order_Step_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_count = /** @type {((inputs: Order_Step_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_count(inputs)
	return __en.order_step_count(inputs)
});
/**
* | output |
* | --- |
* | "Add-ons & Options" |
*
* @param {Order_Step_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_options = /** @type {((inputs?: Order_Step_OptionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_OptionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_options(inputs)
	return __en.order_step_options(inputs)
});
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Order_Step_PartnersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_partners = /** @type {((inputs?: Order_Step_PartnersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PartnersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_partners(inputs)
	return __en.order_step_partners(inputs)
});
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Order_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_payment = /** @type {((inputs?: Order_Step_PaymentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PaymentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_payment(inputs)
	return __en.order_step_payment(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Order_Step_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_plan = /** @type {((inputs?: Order_Step_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_plan(inputs)
	return __en.order_step_plan(inputs)
});
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Order_Step_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_property = /** @type {((inputs?: Order_Step_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_property(inputs)
	return __en.order_step_property(inputs)
});
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Order_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_review = /** @type {((inputs?: Order_Step_ReviewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ReviewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_step_review(inputs)
	return __en.order_step_review(inputs)
});
/**
* | output |
* | --- |
* | "Order steps" |
*
* @param {Order_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_steps_label = /** @type {((inputs?: Order_Steps_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Steps_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_steps_label(inputs)
	return __en.order_steps_label(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Order_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_street_address = /** @type {((inputs?: Order_Street_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Street_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_street_address(inputs)
	return __en.order_street_address(inputs)
});
/**
* | output |
* | --- |
* | "I agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_agree = /** @type {((inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Terms_AgreeInputs, { locale?: "en" | "es" }, { contract: { options: {}; attributes: {}; children: true }; terms: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.order_terms_agree(inputs)
			return __en.order_terms_agree(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.order_terms_agree.parts === "function" ? __es.order_terms_agree.parts(inputs) : [{ type: "text", value: __es.order_terms_agree(inputs) }]
				return typeof __en.order_terms_agree.parts === "function" ? __en.order_terms_agree.parts(inputs) : [{ type: "text", value: __en.order_terms_agree(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "The sample contract is available in English only." |
*
* @param {Order_Terms_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_english = /** @type {((inputs?: Order_Terms_EnglishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_EnglishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_terms_english(inputs)
	return __en.order_terms_english(inputs)
});
/**
* | output |
* | --- |
* | "Please agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_required = /** @type {((inputs?: Order_Terms_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_terms_required(inputs)
	return __en.order_terms_required(inputs)
});
/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Order_Title_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_convert = /** @type {((inputs?: Order_Title_ConvertInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_ConvertInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_title_convert(inputs)
	return __en.order_title_convert(inputs)
});
/**
* | output |
* | --- |
* | "Order a Home Warranty" |
*
* @param {Order_Title_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_new = /** @type {((inputs?: Order_Title_NewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_NewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_title_new(inputs)
	return __en.order_title_new(inputs)
});
/**
* | output |
* | --- |
* | "Renew Your Home Warranty" |
*
* @param {Order_Title_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_renew = /** @type {((inputs?: Order_Title_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_title_renew(inputs)
	return __en.order_title_renew(inputs)
});
/**
* | output |
* | --- |
* | "Upgrade Your Home Warranty" |
*
* @param {Order_Title_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_upgrade = /** @type {((inputs?: Order_Title_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_title_upgrade(inputs)
	return __en.order_title_upgrade(inputs)
});
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Order_Type_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_homeowner = /** @type {((inputs?: Order_Type_HomeownerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_HomeownerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_type_homeowner(inputs)
	return __en.order_type_homeowner(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate Professional" |
*
* @param {Order_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_real_estate = /** @type {((inputs?: Order_Type_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_type_real_estate(inputs)
	return __en.order_type_real_estate(inputs)
});
/**
* | output |
* | --- |
* | "Which best describes you?" |
*
* @param {Order_Type_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_title = /** @type {((inputs?: Order_Type_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_type_title(inputs)
	return __en.order_type_title(inputs)
});
/**
* | output |
* | --- |
* | "/mo" |
*
* @param {Order_Unit_MonthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_unit_month = /** @type {((inputs?: Order_Unit_MonthInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_MonthInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_unit_month(inputs)
	return __en.order_unit_month(inputs)
});
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Order_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_unit_optional = /** @type {((inputs?: Order_Unit_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_unit_optional(inputs)
	return __en.order_unit_optional(inputs)
});
/**
* | output |
* | --- |
* | "/year" |
*
* @param {Order_Unit_YearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_unit_year = /** @type {((inputs?: Order_Unit_YearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_YearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_unit_year(inputs)
	return __en.order_unit_year(inputs)
});
/**
* | output |
* | --- |
* | "Updating the price…" |
*
* @param {Order_Updating_The_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_updating_the_price = /** @type {((inputs?: Order_Updating_The_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Updating_The_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_updating_the_price(inputs)
	return __en.order_updating_the_price(inputs)
});
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Order_Validation_OkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_validation_ok = /** @type {((inputs?: Order_Validation_OkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Validation_OkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_validation_ok(inputs)
	return __en.order_validation_ok(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Order_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_years = /** @type {((inputs: Order_YearsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YearsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_years(inputs)
	return __en.order_years(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Order_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_yes = /** @type {((inputs?: Order_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_yes(inputs)
	return __en.order_yes(inputs)
});
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Order_Zip_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_zip_code = /** @type {((inputs?: Order_Zip_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_zip_code(inputs)
	return __en.order_zip_code(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid zip code." |
*
* @param {Order_Zip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_zip_invalid = /** @type {((inputs?: Order_Zip_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.order_zip_invalid(inputs)
	return __en.order_zip_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Prices per month in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_note_monthly = /** @type {((inputs: Plans_Note_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.plans_note_monthly(inputs)
	return __en.plans_note_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Prices per year in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_note_yearly = /** @type {((inputs: Plans_Note_YearlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_YearlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.plans_note_yearly(inputs)
	return __en.plans_note_yearly(inputs)
});
/**
* | output |
* | --- |
* | "Show prices for" |
*
* @param {Plans_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_state_label = /** @type {((inputs?: Plans_State_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_State_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.plans_state_label(inputs)
	return __en.plans_state_label(inputs)
});
/**
* | output |
* | --- |
* | "Accept all" |
*
* @param {Privacy_Centre_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_accept_all = /** @type {((inputs?: Privacy_Centre_Accept_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Accept_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_accept_all(inputs)
	return __en.privacy_centre_accept_all(inputs)
});
/**
* | output |
* | --- |
* | "Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the s..." |
*
* @param {Privacy_Centre_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_advertising_description = /** @type {((inputs?: Privacy_Centre_Advertising_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_advertising_description(inputs)
	return __en.privacy_centre_advertising_description(inputs)
});
/**
* | output |
* | --- |
* | "Advertising: sale or sharing of personal information" |
*
* @param {Privacy_Centre_Advertising_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_advertising_name = /** @type {((inputs?: Privacy_Centre_Advertising_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_advertising_name(inputs)
	return __en.privacy_centre_advertising_name(inputs)
});
/**
* | output |
* | --- |
* | "Measure which pages and campaigns help visitors most, from pages viewed and links clicked." |
*
* @param {Privacy_Centre_Analytics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_analytics_description = /** @type {((inputs?: Privacy_Centre_Analytics_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_analytics_description(inputs)
	return __en.privacy_centre_analytics_description(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Privacy_Centre_Analytics_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_analytics_name = /** @type {((inputs?: Privacy_Centre_Analytics_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_analytics_name(inputs)
	return __en.privacy_centre_analytics_name(inputs)
});
/**
* | output |
* | --- |
* | "Commercial information" |
*
* @param {Privacy_Centre_Category_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_commercial = /** @type {((inputs?: Privacy_Centre_Category_CommercialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_CommercialInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_category_commercial(inputs)
	return __en.privacy_centre_category_commercial(inputs)
});
/**
* | output |
* | --- |
* | "Identifiers" |
*
* @param {Privacy_Centre_Category_IdentifiersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_identifiers = /** @type {((inputs?: Privacy_Centre_Category_IdentifiersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_IdentifiersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_category_identifiers(inputs)
	return __en.privacy_centre_category_identifiers(inputs)
});
/**
* | output |
* | --- |
* | "Inferences" |
*
* @param {Privacy_Centre_Category_InferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_inferences = /** @type {((inputs?: Privacy_Centre_Category_InferencesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_InferencesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_category_inferences(inputs)
	return __en.privacy_centre_category_inferences(inputs)
});
/**
* | output |
* | --- |
* | "Internet or other electronic network activity" |
*
* @param {Privacy_Centre_Category_Internet_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_internet_activity = /** @type {((inputs?: Privacy_Centre_Category_Internet_ActivityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_Internet_ActivityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_category_internet_activity(inputs)
	return __en.privacy_centre_category_internet_activity(inputs)
});
/**
* | output |
* | --- |
* | "Sensory data (audio, electronic and visual)" |
*
* @param {Privacy_Centre_Category_SensoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_sensory = /** @type {((inputs?: Privacy_Centre_Category_SensoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_SensoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_category_sensory(inputs)
	return __en.privacy_centre_category_sensory(inputs)
});
/**
* | output |
* | --- |
* | "Remember your preferences on this site between visits." |
*
* @param {Privacy_Centre_Functional_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_functional_description = /** @type {((inputs?: Privacy_Centre_Functional_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_functional_description(inputs)
	return __en.privacy_centre_functional_description(inputs)
});
/**
* | output |
* | --- |
* | "Functional" |
*
* @param {Privacy_Centre_Functional_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_functional_name = /** @type {((inputs?: Privacy_Centre_Functional_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_functional_name(inputs)
	return __en.privacy_centre_functional_name(inputs)
});
/**
* | output |
* | --- |
* | "Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here." |
*
* @param {Privacy_Centre_Gpc_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_gpc_notice = /** @type {((inputs?: Privacy_Centre_Gpc_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Gpc_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_gpc_notice(inputs)
	return __en.privacy_centre_gpc_notice(inputs)
});
/**
* | output |
* | --- |
* | "These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:" |
*
* @param {Privacy_Centre_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_intro = /** @type {((inputs?: Privacy_Centre_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_intro(inputs)
	return __en.privacy_centre_intro(inputs)
});
/**
* | output |
* | --- |
* | "Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on." |
*
* @param {Privacy_Centre_Necessary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_necessary_description = /** @type {((inputs?: Privacy_Centre_Necessary_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_necessary_description(inputs)
	return __en.privacy_centre_necessary_description(inputs)
});
/**
* | output |
* | --- |
* | "Strictly necessary" |
*
* @param {Privacy_Centre_Necessary_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_necessary_name = /** @type {((inputs?: Privacy_Centre_Necessary_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_necessary_name(inputs)
	return __en.privacy_centre_necessary_name(inputs)
});
/**
* | output |
* | --- |
* | "Purposes" |
*
* @param {Privacy_Centre_Purposes_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_purposes_label = /** @type {((inputs?: Privacy_Centre_Purposes_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Purposes_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_purposes_label(inputs)
	return __en.privacy_centre_purposes_label(inputs)
});
/**
* | output |
* | --- |
* | "Read more in our Privacy Policy." |
*
* @param {Privacy_Centre_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_read_more = /** @type {((inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Privacy_Centre_Read_MoreInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.privacy_centre_read_more(inputs)
			return __en.privacy_centre_read_more(inputs)
		}),
		{
			parts: /** @type {(inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.privacy_centre_read_more.parts === "function" ? __es.privacy_centre_read_more.parts(inputs) : [{ type: "text", value: __es.privacy_centre_read_more(inputs) }]
				return typeof __en.privacy_centre_read_more.parts === "function" ? __en.privacy_centre_read_more.parts(inputs) : [{ type: "text", value: __en.privacy_centre_read_more(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Reject all" |
*
* @param {Privacy_Centre_Reject_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_reject_all = /** @type {((inputs?: Privacy_Centre_Reject_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Reject_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_reject_all(inputs)
	return __en.privacy_centre_reject_all(inputs)
});
/**
* | output |
* | --- |
* | "Save choices" |
*
* @param {Privacy_Centre_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_save = /** @type {((inputs?: Privacy_Centre_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_save(inputs)
	return __en.privacy_centre_save(inputs)
});
/**
* | output |
* | --- |
* | "Your privacy choices are saved for this browser." |
*
* @param {Privacy_Centre_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_saved = /** @type {((inputs?: Privacy_Centre_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_saved(inputs)
	return __en.privacy_centre_saved(inputs)
});
/**
* | output |
* | --- |
* | "(sold or shared for advertising)" |
*
* @param {Privacy_Centre_Sold_Or_SharedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_sold_or_shared = /** @type {((inputs?: Privacy_Centre_Sold_Or_SharedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Sold_Or_SharedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_centre_sold_or_shared(inputs)
	return __en.privacy_centre_sold_or_shared(inputs)
});
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Privacy_Choices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_choices_title = /** @type {((inputs?: Privacy_Choices_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Choices_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.privacy_choices_title(inputs)
	return __en.privacy_choices_title(inputs)
});
/**
* | output |
* | --- |
* | "Get a Free Quote" |
*
* @param {Quote_Banner_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_button = /** @type {((inputs?: Quote_Banner_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_banner_button(inputs)
	return __en.quote_banner_button(inputs)
});
/**
* | output |
* | --- |
* | "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call {phone}." |
*
* @param {Quote_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Quote_Banner_TextInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.quote_banner_text(inputs)
			return __en.quote_banner_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.quote_banner_text.parts === "function" ? __es.quote_banner_text.parts(inputs) : [{ type: "text", value: __es.quote_banner_text(inputs) }]
				return typeof __en.quote_banner_text.parts === "function" ? __en.quote_banner_text.parts(inputs) : [{ type: "text", value: __en.quote_banner_text(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "See your price in about a minute" |
*
* @param {Quote_Banner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_title = /** @type {((inputs?: Quote_Banner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_banner_title(inputs)
	return __en.quote_banner_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your quote request. Please call us at {phone} and we will help you right away." |
*
* @param {Quote_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_failed_text = /** @type {((inputs: Quote_Form_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_failed_text(inputs)
	return __en.quote_form_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_label = /** @type {((inputs?: Quote_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_label(inputs)
	return __en.quote_form_label(inputs)
});
/**
* | output |
* | --- |
* | "Did you purchase the home in the last 30 days?" |
*
* @param {Quote_Form_Recent_PurchaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_recent_purchase = /** @type {((inputs?: Quote_Form_Recent_PurchaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Recent_PurchaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_recent_purchase(inputs)
	return __en.quote_form_recent_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Get My Free Quote" |
*
* @param {Quote_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_submit = /** @type {((inputs?: Quote_Form_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_submit(inputs)
	return __en.quote_form_submit(inputs)
});
/**
* | output |
* | --- |
* | "Here are the plans and prices for your home. Questions? Call us at {phone}." |
*
* @param {Quote_Form_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_thanks_text = /** @type {((inputs: Quote_Form_Thanks_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_thanks_text(inputs)
	return __en.quote_form_thanks_text(inputs)
});
/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Quote_Form_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_thanks_title = /** @type {((inputs?: Quote_Form_Thanks_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_form_thanks_title(inputs)
	return __en.quote_form_thanks_title(inputs)
});
/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Quote_Section_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_call = /** @type {((inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Quote_Section_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.quote_section_call(inputs)
			return __en.quote_section_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.quote_section_call.parts === "function" ? __es.quote_section_call.parts(inputs) : [{ type: "text", value: __es.quote_section_call(inputs) }]
				return typeof __en.quote_section_call.parts === "function" ? __en.quote_section_call.parts(inputs) : [{ type: "text", value: __en.quote_section_call(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "A licensed contractor assigned within 24 hours of a claim" |
*
* @param {Quote_Section_Point_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_contractor = /** @type {((inputs?: Quote_Section_Point_ContractorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_ContractorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_section_point_contractor(inputs)
	return __en.quote_section_point_contractor(inputs)
});
/**
* | output |
* | --- |
* | "Plans from $35 a month" |
*
* @param {Quote_Section_Point_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_price = /** @type {((inputs?: Quote_Section_Point_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_section_point_price(inputs)
	return __en.quote_section_point_price(inputs)
});
/**
* | output |
* | --- |
* | "Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah" |
*
* @param {Quote_Section_Point_StatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_states = /** @type {((inputs?: Quote_Section_Point_StatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_StatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_section_point_states(inputs)
	return __en.quote_section_point_states(inputs)
});
/**
* | output |
* | --- |
* | "Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute." |
*
* @param {Quote_Section_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_text = /** @type {((inputs?: Quote_Section_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_section_text(inputs)
	return __en.quote_section_text(inputs)
});
/**
* | output |
* | --- |
* | "Get a Free Home Warranty Quote!" |
*
* @param {Quote_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_title = /** @type {((inputs?: Quote_Section_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_section_title(inputs)
	return __en.quote_section_title(inputs)
});
/**
* | output |
* | --- |
* | "Call {name} at {phone}" |
*
* @param {Reps_Call_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_call_label = /** @type {((inputs: Reps_Call_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Call_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_call_label(inputs)
	return __en.reps_call_label(inputs)
});
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_email_label = /** @type {((inputs: Reps_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_email_label(inputs)
	return __en.reps_email_label(inputs)
});
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_email_link = /** @type {((inputs: Reps_Email_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_email_link(inputs)
	return __en.reps_email_link(inputs)
});
/**
* | output |
* | --- |
* | "Meet Your Local Representative" |
*
* @param {Reps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_heading = /** @type {((inputs?: Reps_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_heading(inputs)
	return __en.reps_heading(inputs)
});
/**
* | output |
* | --- |
* | "Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your ..." |
*
* @param {Reps_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_intro = /** @type {((inputs?: Reps_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_intro(inputs)
	return __en.reps_intro(inputs)
});
/**
* | output |
* | --- |
* | "Representatives in {state}" |
*
* @param {Reps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_list_label = /** @type {((inputs: Reps_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_list_label(inputs)
	return __en.reps_list_label(inputs)
});
/**
* | output |
* | --- |
* | "The representatives could not be loaded just now. Please try again later." |
*
* @param {Reps_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_load_failed = /** @type {((inputs?: Reps_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_load_failed(inputs)
	return __en.reps_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading representatives…" |
*
* @param {Reps_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_loading = /** @type {((inputs?: Reps_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_loading(inputs)
	return __en.reps_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not find your location in time. Choose your state to see its representatives." |
*
* @param {Reps_Location_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_location_timed_out = /** @type {((inputs?: Reps_Location_Timed_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_Timed_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_location_timed_out(inputs)
	return __en.reps_location_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reps_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_location_title = /** @type {((inputs?: Reps_Location_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_location_title(inputs)
	return __en.reps_location_title(inputs)
});
/**
* | output |
* | --- |
* | "We do not have a representative in {state} yet." |
*
* @param {Reps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_none = /** @type {((inputs: Reps_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_none(inputs)
	return __en.reps_none(inputs)
});
/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Reps_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_photo_alt = /** @type {((inputs: Reps_Photo_AltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Photo_AltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_photo_alt(inputs)
	return __en.reps_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "Your state" |
*
* @param {Reps_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_state_label = /** @type {((inputs?: Reps_State_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_State_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reps_state_label(inputs)
	return __en.reps_state_label(inputs)
});
/**
* | output |
* | --- |
* | "Request Repair" |
*
* @param {Request_RepairInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const request_repair = /** @type {((inputs?: Request_RepairInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_RepairInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.request_repair(inputs)
	return __en.request_repair(inputs)
});
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Resources_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_all = /** @type {((inputs?: Resources_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_all(inputs)
	return __en.resources_all(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Resources_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_breadcrumb = /** @type {((inputs?: Resources_BreadcrumbInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_BreadcrumbInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_breadcrumb(inputs)
	return __en.resources_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "Resource categories" |
*
* @param {Resources_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_categories_label = /** @type {((inputs?: Resources_Categories_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Categories_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_categories_label(inputs)
	return __en.resources_categories_label(inputs)
});
/**
* | output |
* | --- |
* | "We could not load this category. Please check your connection and try again." |
*
* @param {Resources_Category_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_category_failed = /** @type {((inputs?: Resources_Category_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Category_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_category_failed(inputs)
	return __en.resources_category_failed(inputs)
});
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Resources_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_link = /** @type {((inputs?: Resources_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_link(inputs)
	return __en.resources_link(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the articles. Please check your connection and try again." |
*
* @param {Resources_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_list_failed = /** @type {((inputs?: Resources_List_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_List_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_list_failed(inputs)
	return __en.resources_list_failed(inputs)
});
/**
* | output |
* | --- |
* | "Load More" |
*
* @param {Resources_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_load_more = /** @type {((inputs?: Resources_Load_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Load_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_load_more(inputs)
	return __en.resources_load_more(inputs)
});
/**
* | output |
* | --- |
* | "Loading articles…" |
*
* @param {Resources_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_loading = /** @type {((inputs?: Resources_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_loading(inputs)
	return __en.resources_loading(inputs)
});
/**
* | output |
* | --- |
* | "Sign Up for Our Newsletter" |
*
* @param {Resources_Newsletter_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_heading = /** @type {((inputs?: Resources_Newsletter_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_newsletter_heading(inputs)
	return __en.resources_newsletter_heading(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Newsletter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_label = /** @type {((inputs?: Resources_Newsletter_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_newsletter_label(inputs)
	return __en.resources_newsletter_label(inputs)
});
/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Resources_Newsletter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_placeholder = /** @type {((inputs?: Resources_Newsletter_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_newsletter_placeholder(inputs)
	return __en.resources_newsletter_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Resources_Newsletter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_submit = /** @type {((inputs?: Resources_Newsletter_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_newsletter_submit(inputs)
	return __en.resources_newsletter_submit(inputs)
});
/**
* | output |
* | --- |
* | "Seasonal maintenance tips and home warranty news, about once a month." |
*
* @param {Resources_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_text = /** @type {((inputs?: Resources_Newsletter_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_newsletter_text(inputs)
	return __en.resources_newsletter_text(inputs)
});
/**
* | output |
* | --- |
* | "There are no articles here yet." |
*
* @param {Resources_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_no_articles = /** @type {((inputs?: Resources_No_ArticlesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_No_ArticlesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_no_articles(inputs)
	return __en.resources_no_articles(inputs)
});
/**
* | output |
* | --- |
* | "Recent Home Warranty Resources" |
*
* @param {Resources_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_recent_heading = /** @type {((inputs?: Resources_Recent_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_recent_heading(inputs)
	return __en.resources_recent_heading(inputs)
});
/**
* | output |
* | --- |
* | "Maintenance checklists, repair know-how and home buying advice from our team." |
*
* @param {Resources_Recent_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_recent_intro = /** @type {((inputs?: Resources_Recent_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_recent_intro(inputs)
	return __en.resources_recent_intro(inputs)
});
/**
* | output |
* | --- |
* | "More in {category}" |
*
* @param {Resources_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_related = /** @type {((inputs: Resources_RelatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RelatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_related(inputs)
	return __en.resources_related(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Resources_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_retry = /** @type {((inputs?: Resources_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RetryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_retry(inputs)
	return __en.resources_retry(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Resources_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share = /** @type {((inputs?: Resources_ShareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_ShareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_share(inputs)
	return __en.resources_share(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Share_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share_email = /** @type {((inputs?: Resources_Share_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_share_email(inputs)
	return __en.resources_share_email(inputs)
});
/**
* | output |
* | --- |
* | "Share on {network}" |
*
* @param {Resources_Share_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share_on = /** @type {((inputs: Resources_Share_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_share_on(inputs)
	return __en.resources_share_on(inputs)
});
/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Resources_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share_title = /** @type {((inputs?: Resources_Share_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_share_title(inputs)
	return __en.resources_share_title(inputs)
});
/**
* | output |
* | --- |
* | "Home Warranty Resources" |
*
* @param {Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_title = /** @type {((inputs?: Resources_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_title(inputs)
	return __en.resources_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that resources category. Here are our most recent articles." |
*
* @param {Resources_Unknown_Category_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_unknown_category_text = /** @type {((inputs?: Resources_Unknown_Category_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_unknown_category_text(inputs)
	return __en.resources_unknown_category_text(inputs)
});
/**
* | output |
* | --- |
* | "Category not found" |
*
* @param {Resources_Unknown_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_unknown_category_title = /** @type {((inputs?: Resources_Unknown_Category_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.resources_unknown_category_title(inputs)
	return __en.resources_unknown_category_title(inputs)
});
/**
* | output |
* | --- |
* | "Hear From Our Contractors" |
*
* @param {Reviews_Contractor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_contractor_heading = /** @type {((inputs?: Reviews_Contractor_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_contractor_heading(inputs)
	return __en.reviews_contractor_heading(inputs)
});
/**
* | output |
* | --- |
* | "Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network." |
*
* @param {Reviews_Contractor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_contractor_intro = /** @type {((inputs?: Reviews_Contractor_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_contractor_intro(inputs)
	return __en.reviews_contractor_intro(inputs)
});
/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Reviews_Customer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_customer_heading = /** @type {((inputs?: Reviews_Customer_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_customer_heading(inputs)
	return __en.reviews_customer_heading(inputs)
});
/**
* | output |
* | --- |
* | "Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Reviews_Customer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_customer_intro = /** @type {((inputs?: Reviews_Customer_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_customer_intro(inputs)
	return __en.reviews_customer_intro(inputs)
});
/**
* | output |
* | --- |
* | "Homeowner Reviews" |
*
* @param {Reviews_Homeowner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_homeowner_heading = /** @type {((inputs?: Reviews_Homeowner_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_homeowner_heading(inputs)
	return __en.reviews_homeowner_heading(inputs)
});
/**
* | output |
* | --- |
* | "Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee." |
*
* @param {Reviews_Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_homeowner_intro = /** @type {((inputs?: Reviews_Homeowner_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_homeowner_intro(inputs)
	return __en.reviews_homeowner_intro(inputs)
});
/**
* | output |
* | --- |
* | "The reviews could not be loaded just now. Please try again later." |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_load_failed = /** @type {((inputs?: Reviews_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_load_failed(inputs)
	return __en.reviews_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_loading = /** @type {((inputs?: Reviews_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_loading(inputs)
	return __en.reviews_loading(inputs)
});
/**
* | output |
* | --- |
* | "Trusted by Real Estate Professionals" |
*
* @param {Reviews_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_real_estate_heading = /** @type {((inputs?: Reviews_Real_Estate_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_real_estate_heading(inputs)
	return __en.reviews_real_estate_heading(inputs)
});
/**
* | output |
* | --- |
* | "Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy." |
*
* @param {Reviews_Real_Estate_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_real_estate_intro = /** @type {((inputs?: Reviews_Real_Estate_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_real_estate_intro(inputs)
	return __en.reviews_real_estate_intro(inputs)
});
/**
* | output |
* | --- |
* | "Show all {count} reviews" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_show_all = /** @type {((inputs: Reviews_Show_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_show_all(inputs)
	return __en.reviews_show_all(inputs)
});
/**
* | output |
* | --- |
* | "Show fewer reviews" |
*
* @param {Reviews_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_show_fewer = /** @type {((inputs?: Reviews_Show_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_FewerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_show_fewer(inputs)
	return __en.reviews_show_fewer(inputs)
});
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_stars = /** @type {((inputs: Reviews_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reviews_stars(inputs)
	return __en.reviews_stars(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_address = /** @type {((inputs?: Site_Form_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_address(inputs)
	return __en.site_form_address(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_Form_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_email = /** @type {((inputs?: Site_Form_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_email(inputs)
	return __en.site_form_email(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Site_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_name = /** @type {((inputs?: Site_Form_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_name(inputs)
	return __en.site_form_name(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Site_Form_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_no = /** @type {((inputs?: Site_Form_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_no(inputs)
	return __en.site_form_no(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Site_Form_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_phone = /** @type {((inputs?: Site_Form_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_phone(inputs)
	return __en.site_form_phone(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Site_Form_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_sending = /** @type {((inputs?: Site_Form_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_sending(inputs)
	return __en.site_form_sending(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Site_Form_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_yes = /** @type {((inputs?: Site_Form_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_yes(inputs)
	return __en.site_form_yes(inputs)
});
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Site_Form_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_zip = /** @type {((inputs?: Site_Form_ZipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_ZipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_form_zip(inputs)
	return __en.site_form_zip(inputs)
});
/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Social_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const social_new_tab = /** @type {((inputs?: Social_New_TabInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Social_New_TabInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.social_new_tab(inputs)
	return __en.social_new_tab(inputs)
});
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {State_Notice_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_choose = /** @type {((inputs?: State_Notice_Form_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_choose(inputs)
	return __en.state_notice_form_choose(inputs)
});
/**
* | output |
* | --- |
* | "Details (optional): for a correction, what is wrong and what it should say" |
*
* @param {State_Notice_Form_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_details = /** @type {((inputs?: State_Notice_Form_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_details(inputs)
	return __en.state_notice_form_details(inputs)
});
/**
* | output |
* | --- |
* | "Please keep the details under {max} characters." |
*
* @param {State_Notice_Form_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_details_too_long = /** @type {((inputs: State_Notice_Form_Details_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Details_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_details_too_long(inputs)
	return __en.state_notice_form_details_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {State_Notice_Form_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_email_invalid = /** @type {((inputs?: State_Notice_Form_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_email_invalid(inputs)
	return __en.state_notice_form_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {State_Notice_Form_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_email_required = /** @type {((inputs?: State_Notice_Form_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_email_required(inputs)
	return __en.state_notice_form_email_required(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us at {phone}." |
*
* @param {State_Notice_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_failed_text = /** @type {((inputs: State_Notice_Form_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_failed_text(inputs)
	return __en.state_notice_form_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Request Not Sent" |
*
* @param {State_Notice_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_failed_title = /** @type {((inputs?: State_Notice_Form_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_failed_title(inputs)
	return __en.state_notice_form_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {State_Notice_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_label = /** @type {((inputs?: State_Notice_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_label(inputs)
	return __en.state_notice_form_label(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {State_Notice_Form_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_name_required = /** @type {((inputs?: State_Notice_Form_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_name_required(inputs)
	return __en.state_notice_form_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days." |
*
* @param {State_Notice_Form_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_received = /** @type {((inputs?: State_Notice_Form_ReceivedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ReceivedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_received(inputs)
	return __en.state_notice_form_received(inputs)
});
/**
* | output |
* | --- |
* | "State you live in" |
*
* @param {State_Notice_Form_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state = /** @type {((inputs?: State_Notice_Form_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_state(inputs)
	return __en.state_notice_form_state(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a US state." |
*
* @param {State_Notice_Form_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state_invalid = /** @type {((inputs?: State_Notice_Form_State_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_state_invalid(inputs)
	return __en.state_notice_form_state_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Please choose your state." |
*
* @param {State_Notice_Form_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state_required = /** @type {((inputs?: State_Notice_Form_State_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_state_required(inputs)
	return __en.state_notice_form_state_required(inputs)
});
/**
* | output |
* | --- |
* | "Send request" |
*
* @param {State_Notice_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_submit = /** @type {((inputs?: State_Notice_Form_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_submit(inputs)
	return __en.state_notice_form_submit(inputs)
});
/**
* | output |
* | --- |
* | "What are you asking for?" |
*
* @param {State_Notice_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type = /** @type {((inputs?: State_Notice_Form_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_type(inputs)
	return __en.state_notice_form_type(inputs)
});
/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {State_Notice_Form_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_access = /** @type {((inputs?: State_Notice_Form_Type_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_AccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_type_access(inputs)
	return __en.state_notice_form_type_access(inputs)
});
/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {State_Notice_Form_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_correction = /** @type {((inputs?: State_Notice_Form_Type_CorrectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_CorrectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_type_correction(inputs)
	return __en.state_notice_form_type_correction(inputs)
});
/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {State_Notice_Form_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_deletion = /** @type {((inputs?: State_Notice_Form_Type_DeletionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_DeletionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_type_deletion(inputs)
	return __en.state_notice_form_type_deletion(inputs)
});
/**
* | output |
* | --- |
* | "Please choose access, deletion or correction." |
*
* @param {State_Notice_Form_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_required = /** @type {((inputs?: State_Notice_Form_Type_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.state_notice_form_type_required(inputs)
	return __en.state_notice_form_type_required(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Status_Update_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_back = /** @type {((inputs?: Status_Update_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_back(inputs)
	return __en.status_update_back(inputs)
});
/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Status_Update_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_book = /** @type {((inputs?: Status_Update_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_book(inputs)
	return __en.status_update_book(inputs)
});
/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Status_Update_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_book_failure = /** @type {((inputs?: Status_Update_Book_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Book_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_book_failure(inputs)
	return __en.status_update_book_failure(inputs)
});
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Status_Update_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booked = /** @type {((inputs: Status_Update_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_booked(inputs)
	return __en.status_update_booked(inputs)
});
/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Status_Update_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booked_now = /** @type {((inputs: Status_Update_Booked_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Booked_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_booked_now(inputs)
	return __en.status_update_booked_now(inputs)
});
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Status_Update_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booking = /** @type {((inputs?: Status_Update_BookingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_booking(inputs)
	return __en.status_update_booking(inputs)
});
/**
* | output |
* | --- |
* | "Cancel Work Order" |
*
* @param {Status_Update_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_button = /** @type {((inputs?: Status_Update_Cancel_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_cancel_button(inputs)
	return __en.status_update_cancel_button(inputs)
});
/**
* | output |
* | --- |
* | "Is the visit no longer needed? Ask us to cancel this work order." |
*
* @param {Status_Update_Cancel_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_intro = /** @type {((inputs?: Status_Update_Cancel_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_cancel_intro(inputs)
	return __en.status_update_cancel_intro(inputs)
});
/**
* | output |
* | --- |
* | "Tell us why work order {workOrderId} should be cancelled." |
*
* @param {Status_Update_Cancel_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_prompt = /** @type {((inputs: Status_Update_Cancel_PromptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_PromptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_cancel_prompt(inputs)
	return __en.status_update_cancel_prompt(inputs)
});
/**
* | output |
* | --- |
* | "Reason for cancellation" |
*
* @param {Status_Update_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_reason = /** @type {((inputs?: Status_Update_Cancel_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_cancel_reason(inputs)
	return __en.status_update_cancel_reason(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this work order" |
*
* @param {Status_Update_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_title = /** @type {((inputs?: Status_Update_Cancel_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_cancel_title(inputs)
	return __en.status_update_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a date, a start window and an end window to submit." |
*
* @param {Status_Update_Choose_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_choose_all = /** @type {((inputs?: Status_Update_Choose_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Choose_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_choose_all(inputs)
	return __en.status_update_choose_all(inputs)
});
/**
* | output |
* | --- |
* | "This work order is closed and can no longer be changed." |
*
* @param {Status_Update_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_closed = /** @type {((inputs?: Status_Update_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ClosedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_closed(inputs)
	return __en.status_update_closed(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Status_Update_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_date = /** @type {((inputs?: Status_Update_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_date(inputs)
	return __en.status_update_date(inputs)
});
/**
* | output |
* | --- |
* | "From today up to six months ahead." |
*
* @param {Status_Update_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_date_hint = /** @type {((inputs?: Status_Update_Date_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_date_hint(inputs)
	return __en.status_update_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Please choose a date from today to six months ahead." |
*
* @param {Status_Update_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_date_range = /** @type {((inputs?: Status_Update_Date_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_date_range(inputs)
	return __en.status_update_date_range(inputs)
});
/**
* | output |
* | --- |
* | "End window" |
*
* @param {Status_Update_End_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_end_window = /** @type {((inputs?: Status_Update_End_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_End_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_end_window(inputs)
	return __en.status_update_end_window(inputs)
});
/**
* | output |
* | --- |
* | "Need help? Call us at {phone}." |
*
* @param {Status_Update_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_help = /** @type {((inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Status_Update_HelpInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.status_update_help(inputs)
			return __en.status_update_help(inputs)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.status_update_help.parts === "function" ? __es.status_update_help.parts(inputs) : [{ type: "text", value: __es.status_update_help(inputs) }]
				return typeof __en.status_update_help.parts === "function" ? __en.status_update_help.parts(inputs) : [{ type: "text", value: __en.status_update_help(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled." |
*
* @param {Status_Update_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_intro = /** @type {((inputs?: Status_Update_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_intro(inputs)
	return __en.status_update_intro(inputs)
});
/**
* | output |
* | --- |
* | "We could not load this work order. Please check your connection and try again." |
*
* @param {Status_Update_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_load_failed = /** @type {((inputs?: Status_Update_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_load_failed(inputs)
	return __en.status_update_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the work order…" |
*
* @param {Status_Update_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_loading = /** @type {((inputs?: Status_Update_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_loading(inputs)
	return __en.status_update_loading(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Submitting needs a connection." |
*
* @param {Status_Update_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_offline = /** @type {((inputs?: Status_Update_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_offline(inputs)
	return __en.status_update_offline(inputs)
});
/**
* | output |
* | --- |
* | "Ready to submit." |
*
* @param {Status_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_ready = /** @type {((inputs?: Status_Update_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ReadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_ready(inputs)
	return __en.status_update_ready(inputs)
});
/**
* | output |
* | --- |
* | "Enter a reason to submit." |
*
* @param {Status_Update_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_reason_required = /** @type {((inputs?: Status_Update_Reason_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Reason_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_reason_required(inputs)
	return __en.status_update_reason_required(inputs)
});
/**
* | output |
* | --- |
* | "Schedule the visit" |
*
* @param {Status_Update_Schedule_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_schedule_title = /** @type {((inputs?: Status_Update_Schedule_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Schedule_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_schedule_title(inputs)
	return __en.status_update_schedule_title(inputs)
});
/**
* | output |
* | --- |
* | "Start window" |
*
* @param {Status_Update_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_start_window = /** @type {((inputs?: Status_Update_Start_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Start_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_start_window(inputs)
	return __en.status_update_start_window(inputs)
});
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Status_Update_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_submit = /** @type {((inputs?: Status_Update_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_submit(inputs)
	return __en.status_update_submit(inputs)
});
/**
* | output |
* | --- |
* | "Submitting…" |
*
* @param {Status_Update_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_submitting = /** @type {((inputs?: Status_Update_SubmittingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmittingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_submitting(inputs)
	return __en.status_update_submitting(inputs)
});
/**
* | output |
* | --- |
* | "Update Work Order Status" |
*
* @param {Status_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_title = /** @type {((inputs?: Status_Update_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_title(inputs)
	return __en.status_update_title(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Status_Update_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_try_again = /** @type {((inputs?: Status_Update_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_try_again(inputs)
	return __en.status_update_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Or choose a day and hours yourself below." |
*
* @param {Status_Update_Windows_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_windows_or = /** @type {((inputs?: Status_Update_Windows_OrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_OrInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_windows_or(inputs)
	return __en.status_update_windows_or(inputs)
});
/**
* | output |
* | --- |
* | "Book an open time" |
*
* @param {Status_Update_Windows_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_windows_title = /** @type {((inputs?: Status_Update_Windows_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.status_update_windows_title(inputs)
	return __en.status_update_windows_title(inputs)
});
/**
* | output |
* | --- |
* | "Work order {workOrderId}" |
*
* @param {Status_Update_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Status_Update_Work_OrderInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.status_update_work_order(inputs)
			return __en.status_update_work_order(inputs)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.status_update_work_order.parts === "function" ? __es.status_update_work_order.parts(inputs) : [{ type: "text", value: __es.status_update_work_order(inputs) }]
				return typeof __en.status_update_work_order.parts === "function" ? __en.status_update_work_order.parts(inputs) : [{ type: "text", value: __en.status_update_work_order(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Video_Support_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_company = /** @type {((inputs?: Video_Support_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_CompanyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_company(inputs)
	return __en.video_support_company(inputs)
});
/**
* | output |
* | --- |
* | "I agree to receive e-mails from {brand} and {service} about this service." |
*
* @param {Video_Support_Consent_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_email = /** @type {((inputs: Video_Support_Consent_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_consent_email(inputs)
	return __en.video_support_consent_email(inputs)
});
/**
* | output |
* | --- |
* | "Tick both boxes to submit." |
*
* @param {Video_Support_Consent_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_hint = /** @type {((inputs?: Video_Support_Consent_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_consent_hint(inputs)
	return __en.video_support_consent_hint(inputs)
});
/**
* | output |
* | --- |
* | "I agree to the data and privacy policy." |
*
* @param {Video_Support_Consent_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_privacy = /** @type {((inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Video_Support_Consent_PrivacyInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return __es.video_support_consent_privacy(inputs)
			return __en.video_support_consent_privacy(inputs)
		}),
		{
			parts: /** @type {(inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof __es.video_support_consent_privacy.parts === "function" ? __es.video_support_consent_privacy.parts(inputs) : [{ type: "text", value: __es.video_support_consent_privacy(inputs) }]
				return typeof __en.video_support_consent_privacy.parts === "function" ? __en.video_support_consent_privacy.parts(inputs) : [{ type: "text", value: __en.video_support_consent_privacy(inputs) }]
			})
		}
	)
);
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Video_Support_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_email = /** @type {((inputs?: Video_Support_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_email(inputs)
	return __en.video_support_email(inputs)
});
/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Video_Support_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_first_name = /** @type {((inputs?: Video_Support_First_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_First_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_first_name(inputs)
	return __en.video_support_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Get {service} for Your Team" |
*
* @param {Video_Support_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_heading = /** @type {((inputs: Video_Support_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_heading(inputs)
	return __en.video_support_heading(inputs)
});
/**
* | output |
* | --- |
* | "{service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up." |
*
* @param {Video_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_intro = /** @type {((inputs: Video_Support_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_intro(inputs)
	return __en.video_support_intro(inputs)
});
/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Video_Support_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_last_name = /** @type {((inputs?: Video_Support_Last_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Last_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_last_name(inputs)
	return __en.video_support_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Video_Support_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_phone = /** @type {((inputs?: Video_Support_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_phone(inputs)
	return __en.video_support_phone(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Video_Support_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_sending = /** @type {((inputs?: Video_Support_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_sending(inputs)
	return __en.video_support_sending(inputs)
});
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Video_Support_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_submit = /** @type {((inputs?: Video_Support_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.video_support_submit(inputs)
	return __en.video_support_submit(inputs)
});
/**
* | output |
* | --- |
* | "Real estate warranty link for policy {policyId}" |
*
* @param {Warranty_Link_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const warranty_link_frame_title = /** @type {((inputs: Warranty_Link_Frame_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_Frame_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.warranty_link_frame_title(inputs)
	return __en.warranty_link_frame_title(inputs)
});
/**
* | output |
* | --- |
* | "Warranty Link" |
*
* @param {Warranty_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const warranty_link_title = /** @type {((inputs?: Warranty_Link_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.warranty_link_title(inputs)
	return __en.warranty_link_title(inputs)
});
/**
* | output |
* | --- |
* | "Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020." |
*
* @param {Why_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_award_text = /** @type {((inputs?: Why_Award_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_award_text(inputs)
	return __en.why_award_text(inputs)
});
/**
* | output |
* | --- |
* | "Best in region, five times" |
*
* @param {Why_Award_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_award_title = /** @type {((inputs?: Why_Award_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_award_title(inputs)
	return __en.why_award_title(inputs)
});
/**
* | output |
* | --- |
* | "Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule." |
*
* @param {Why_Contractor_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_contractor_text = /** @type {((inputs?: Why_Contractor_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_contractor_text(inputs)
	return __en.why_contractor_text(inputs)
});
/**
* | output |
* | --- |
* | "A contractor within 24 hours" |
*
* @param {Why_Contractor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_contractor_title = /** @type {((inputs?: Why_Contractor_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_contractor_title(inputs)
	return __en.why_contractor_title(inputs)
});
/**
* | output |
* | --- |
* | "Why Choose {brand}?" |
*
* @param {Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_heading = /** @type {((inputs: Why_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_heading(inputs)
	return __en.why_heading(inputs)
});
/**
* | output |
* | --- |
* | "Over 70,000 homeowners count on {brand} to keep their homes running. Here is what they get." |
*
* @param {Why_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_intro = /** @type {((inputs: Why_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_intro(inputs)
	return __en.why_intro(inputs)
});
/**
* | output |
* | --- |
* | "We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate." |
*
* @param {Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_local_text = /** @type {((inputs?: Why_Local_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_local_text(inputs)
	return __en.why_local_text(inputs)
});
/**
* | output |
* | --- |
* | "Local to the West" |
*
* @param {Why_Local_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_local_title = /** @type {((inputs?: Why_Local_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_local_title(inputs)
	return __en.why_local_title(inputs)
});
/**
* | output |
* | --- |
* | "From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them." |
*
* @param {Why_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_parts_text = /** @type {((inputs?: Why_Parts_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_parts_text(inputs)
	return __en.why_parts_text(inputs)
});
/**
* | output |
* | --- |
* | "Over 9,000 parts covered" |
*
* @param {Why_Parts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_parts_title = /** @type {((inputs?: Why_Parts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_parts_title(inputs)
	return __en.why_parts_title(inputs)
});
/**
* | output |
* | --- |
* | "Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house." |
*
* @param {Why_People_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_people_text = /** @type {((inputs?: Why_People_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_people_text(inputs)
	return __en.why_people_text(inputs)
});
/**
* | output |
* | --- |
* | "Real people on the phone" |
*
* @param {Why_People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_people_title = /** @type {((inputs?: Why_People_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_people_title(inputs)
	return __en.why_people_title(inputs)
});
/**
* | output |
* | --- |
* | "Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill." |
*
* @param {Why_Savings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_savings_text = /** @type {((inputs?: Why_Savings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_savings_text(inputs)
	return __en.why_savings_text(inputs)
});
/**
* | output |
* | --- |
* | "Save about $200 a repair" |
*
* @param {Why_Savings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_savings_title = /** @type {((inputs?: Why_Savings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.why_savings_title(inputs)
	return __en.why_savings_title(inputs)
});